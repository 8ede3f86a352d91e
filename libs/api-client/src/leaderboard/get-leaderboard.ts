import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type LeaderboardResponse, leaderboardResponse } from '@fairway/contracts/leaderboard';
import { type ActivityResponse, activityResponse } from '@fairway/contracts/live-event';
import { apiJson } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

export const leaderboardPath = '/api/leaderboard';

export function getLeaderboard(tournamentId: string): Promise<LeaderboardResponse> {
  return apiJson(`${leaderboardPath}/${encodeURIComponent(tournamentId)}`, leaderboardResponse);
}

/** Today's featured tournament's board (the TV without an id); 404 'No Tournaments Today' when none. */
export function getTodaysLeaderboard(): Promise<LeaderboardResponse> {
  return apiJson(leaderboardPath, leaderboardResponse);
}

// Spec section 9: stale after 10 s, kept 5 minutes. The live stream writes new boards into these keys;
// polling (refetchInterval) is only the fallback while the stream is down.
const boardCache = { staleTime: 10_000, gcTime: 300_000 };

export function leaderboardQueryOptions(tournamentId: string | null | undefined, refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.leaderboard(tournamentId ?? ''),
    queryFn: tournamentId ? () => getLeaderboard(tournamentId) : skipToken,
    refetchInterval,
    ...boardCache,
  });
}

export function todaysLeaderboardQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({ queryKey: queryKeys.todaysLeaderboard(), queryFn: getTodaysLeaderboard, refetchInterval, ...boardCache });
}

export function useLeaderboard(tournamentId: string | null | undefined, refetchInterval: number | false = false) {
  return useQuery(leaderboardQueryOptions(tournamentId, refetchInterval));
}

export function getActivity(tournamentId: string): Promise<ActivityResponse> {
  return apiJson(`/api/tournaments/${encodeURIComponent(tournamentId)}/activity`, activityResponse);
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
