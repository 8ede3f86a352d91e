import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ContestsResponse } from '@fairway/contracts/contest';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

export const contestsPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/contests`;

/** Public, and read by the phone pages and the TV too: taken as the API wrote it. */
export function getContests(tournamentId: string): Promise<ContestsResponse> {
  return apiJson(contestsPath(tournamentId), trusted<ContestsResponse>());
}

/** Every contest hole of the tournament with each division's leader. */
export function contestsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.contests(tournamentId ?? ''),
    queryFn: tournamentId ? () => getContests(tournamentId) : skipToken,
  });
}

export function useContests(tournamentId: string | null | undefined) {
  return useQuery(contestsQueryOptions(tournamentId));
}
