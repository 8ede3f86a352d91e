import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';
import { apiJson, type ResponseSchema } from '../http/api-json';

// Boards are not checked with zod: they are the TV's hot path and zod would cost it about a fifth of its
// 150 KiB budget. The API builds them from the contract's types, and its tests parse them with the schema.
const board: ResponseSchema<LeaderboardResponse> = { parse: (data) => data as LeaderboardResponse };
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { queryKeys } from '../query/query-keys';

export const leaderboardPath = '/api/leaderboard';

const boardPath = (tournamentId: string) => `${leaderboardPath}/${encodeURIComponent(tournamentId)}`;

export function getLeaderboard(tournamentId: string): Promise<LeaderboardResponse> {
  return apiJson(boardPath(tournamentId), board);
}

/** Today's featured tournament's board (the TV without an id); 404 'No Tournaments Today' when none. */
export function getTodaysLeaderboard(): Promise<LeaderboardResponse> {
  return apiJson(leaderboardPath, board);
}

// Boards are stale after 10 s and kept 5 minutes. The live stream writes new boards into these keys;
// polling (refetchInterval) is only the fallback while the stream is down.
const boardCache = { staleTime: 10_000, gcTime: 300_000 };

export function leaderboardQueryOptions(tournamentId: string | null | undefined, refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.leaderboard(tournamentId ?? ''),
    queryFn: tournamentId ? () => getLeaderboard(tournamentId) : skipToken,
    refetchInterval,
    ...boardCache,
    ...(tournamentId ? initialDataFromPrefetch<LeaderboardResponse>(boardPath(tournamentId)) : {}),
  });
}

export function todaysLeaderboardQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({ queryKey: queryKeys.todaysLeaderboard(), queryFn: getTodaysLeaderboard, refetchInterval, ...boardCache });
}

export function useLeaderboard(tournamentId: string | null | undefined, refetchInterval: number | false = false) {
  return useQuery(leaderboardQueryOptions(tournamentId, refetchInterval));
}
