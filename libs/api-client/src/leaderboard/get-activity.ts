import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '@fairway/contracts/live-event';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

export function getActivity(tournamentId: string): Promise<ActivityResponse> {
  return apiJson(`/api/tournaments/${encodeURIComponent(tournamentId)}/activity`, trusted<ActivityResponse>());
}

/** Recent Activity (last 20, newest first); live `activity` events are prepended to it. */
export function activityQueryOptions(tournamentId: string | null | undefined, refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.activity(tournamentId ?? ''),
    queryFn: tournamentId ? () => getActivity(tournamentId) : skipToken,
    refetchInterval,
  });
}

export function useActivity(tournamentId: string | null | undefined, refetchInterval: number | false = false) {
  return useQuery(activityQueryOptions(tournamentId, refetchInterval));
}
