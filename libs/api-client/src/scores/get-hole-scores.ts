import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoresResponse } from '@fairway/contracts/score';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { scoresPath, teamScoresUrl } from './scores-path';

/** While the live event stream is not connected, the current hole is polled this often while visible. */
export const holePollMs = 5000;

/** The team's scores on one hole. */
export function getHoleScores(tournamentId: string, teamId: string, hole: number): Promise<ScoresResponse> {
  return apiJson(teamScoresUrl(`${scoresPath}/hole`, tournamentId, teamId, { hole: String(hole) }), trusted<ScoresResponse>());
}

/**
 * The hole on screen; `poll` false stops the poll (the event stream keeps the key fresh instead). The poll
 * pauses while the page is hidden (TanStack's default).
 */
export function holeScoresQueryOptions(tournamentId: string, teamId: string, hole: number, { poll = true } = {}) {
  return queryOptions({
    queryKey: queryKeys.holeScores(tournamentId, teamId, hole),
    queryFn: () => getHoleScores(tournamentId, teamId, hole),
    refetchInterval: poll ? holePollMs : false,
    staleTime: 0,
  });
}

export function useHoleScores(tournamentId: string, teamId: string, hole: number, options: { poll?: boolean } = {}) {
  return useQuery(holeScoresQueryOptions(tournamentId, teamId, hole, options));
}
