import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ContestsResponse } from '@fairway/contracts/contest';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

// Taken as its contract type: the TV and the phone's leaderboard show it and have no room for zod.
export const contestsPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/contests`;

export function getContests(tournamentId: string): Promise<ContestsResponse> {
  return apiJson(contestsPath(tournamentId), trusted<ContestsResponse>());
}

/** Every contest hole with the leader of each division; live `contests` events write the new list here. */
export function contestsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.contests(tournamentId ?? ''),
    queryFn: tournamentId ? () => getContests(tournamentId) : skipToken,
  });
}

export function useContests(tournamentId: string | null | undefined) {
  return useQuery(contestsQueryOptions(tournamentId));
}
