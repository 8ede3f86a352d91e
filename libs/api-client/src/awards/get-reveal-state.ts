import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RevealState } from '@fairway/contracts/awards';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

export const revealStatePath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/awards/reveal`;

export function getRevealState(tournamentId: string): Promise<RevealState> {
  return apiJson(revealStatePath(tournamentId), trusted<RevealState>());
}

/** Where the awards ceremony stands (the award on stage, those revealed); live `awards` events write it here. */
export function revealStateQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.revealState(tournamentId ?? ''),
    queryFn: tournamentId ? () => getRevealState(tournamentId) : skipToken,
  });
}

export function useRevealState(tournamentId: string | null | undefined) {
  return useQuery(revealStateQueryOptions(tournamentId));
}
