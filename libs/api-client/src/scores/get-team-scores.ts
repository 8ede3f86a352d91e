import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ScoresResponse } from '@fairway/contracts/score';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

// Not checked with zod, as boards are not: the scorecard reads these on a phone within its bundle budget, and
// the live stream writes scores into the same keys unchecked anyway.

export const teamScoresPath = (tournamentId: string, teamId: string) => `/api/scores?${new URLSearchParams({ tournamentId, teamId })}`;

/** Every score of one team in one tournament. */
export function getTeamScores(tournamentId: string, teamId: string): Promise<ScoresResponse> {
  return apiJson(teamScoresPath(tournamentId, teamId), trusted<ScoresResponse>());
}

export function teamScoresQueryOptions(tournamentId: string, teamId: string) {
  return queryOptions({ queryKey: queryKeys.teamScores(tournamentId, teamId), queryFn: () => getTeamScores(tournamentId, teamId) });
}

export function useTeamScores(tournamentId: string, teamId: string) {
  return useQuery(teamScoresQueryOptions(tournamentId, teamId));
}

/** The scores of several teams at once, one read per team, in the order of `teamIds`. */
export function useTeamsScores(tournamentId: string, teamIds: readonly string[]) {
  return useQueries({ queries: teamIds.map((teamId) => teamScoresQueryOptions(tournamentId, teamId)) });
}
