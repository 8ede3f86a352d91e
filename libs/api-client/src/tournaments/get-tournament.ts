import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { retryWhileUnanswered } from '../query/read-failure';
import { tournamentPath, tournamentQueryKey } from './tournament-key';

export function getTournament(tournamentId: string): Promise<Tournament> {
  return apiJson(tournamentPath(tournamentId), trusted<Tournament>());
}

/** One tournament; nothing is fetched until an id is given. Keyed under the list, so invalidating the list refreshes it. */
export function tournamentQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: tournamentQueryKey(tournamentId),
    queryFn: tournamentId ? () => getTournament(tournamentId) : skipToken,
    refetchInterval: retryWhileUnanswered,
    ...(tournamentId ? initialDataFromPrefetch<Tournament>(tournamentPath(tournamentId)) : {}),
  });
}

export function useTournament(tournamentId: string | null | undefined) {
  return useQuery(tournamentQueryOptions(tournamentId));
}
