import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RevealState } from '@fairway/contracts/awards';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { awardsPath } from './awards-path';

export const revealStatePath = (tournamentId: string) => `${awardsPath(tournamentId)}/reveal`;

/** What the TV shows of the ceremony. Public, read on phones and the TV: taken as the API wrote it. */
export function getRevealState(tournamentId: string): Promise<RevealState> {
  return apiJson(revealStatePath(tournamentId), trusted<RevealState>());
}

export function revealStateQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.revealState(tournamentId ?? ''),
    queryFn: tournamentId ? () => getRevealState(tournamentId) : skipToken,
  });
}

export function useRevealState(tournamentId: string | null | undefined) {
  return useQuery(revealStateQueryOptions(tournamentId));
}
