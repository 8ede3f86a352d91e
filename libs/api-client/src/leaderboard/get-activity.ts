import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '@fairway/contracts/live-event';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { queryKeys } from '../query/query-keys';

const activityPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/activity`;

export function getActivity(tournamentId: string): Promise<ActivityResponse> {
  return apiJson(activityPath(tournamentId), trusted<ActivityResponse>());
}

/** Recent Activity (last 20, newest first); live `activity` events are prepended to it. */
export function activityQueryOptions(tournamentId: string | null | undefined, refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.activity(tournamentId ?? ''),
    queryFn: tournamentId ? () => getActivity(tournamentId) : skipToken,
    refetchInterval,
    ...(tournamentId ? initialDataFromPrefetch<ActivityResponse>(activityPath(tournamentId)) : {}),
  });
}

export function useActivity(tournamentId: string | null | undefined, refetchInterval: number | false = false) {
  return useQuery(activityQueryOptions(tournamentId, refetchInterval));
}
