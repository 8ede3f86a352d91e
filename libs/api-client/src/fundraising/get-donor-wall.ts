import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { DonorWallResponse } from '@fairway/contracts/gift';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

// Taken as its contract type: the TV shows the wall and has no room for zod in its budget.
export const donorWallPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'donor-wall');

export function getDonorWall(tournamentId: string): Promise<DonorWallResponse> {
  return apiJson(donorWallPath(tournamentId), trusted<DonorWallResponse>());
}

/** Raised, goal and the latest and largest public gifts (no name when anonymous); live `charity` events refetch it. */
export function donorWallQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'donor-wall'),
    queryFn: tournamentId ? () => getDonorWall(tournamentId) : skipToken,
    ...(tournamentId ? initialDataFromPrefetch<DonorWallResponse>(donorWallPath(tournamentId)) : {}),
  });
}

export function useDonorWall(tournamentId: string | null | undefined) {
  return useQuery(donorWallQueryOptions(tournamentId));
}
