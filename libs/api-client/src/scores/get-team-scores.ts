import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ScoresResponse } from '@fairway/contracts/score';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { queryKeys } from '../query/query-keys';
import { scoresPath, teamScoresUrl } from './scores-path';

// Not checked with zod, as boards are not: the scorecard reads these on a phone within its bundle budget, and
// the live stream writes scores into the same keys unchecked anyway.

/** Every score of one team in one tournament, all holes and players. */
export function getTeamScores(tournamentId: string, teamId: string): Promise<ScoresResponse> {
  return apiJson(teamScoresUrl(scoresPath, tournamentId, teamId), trusted<ScoresResponse>());
}

export function teamScoresQueryOptions(tournamentId: string, teamId: string) {
  return queryOptions({
    queryKey: queryKeys.teamScores(tournamentId, teamId),
    queryFn: () => getTeamScores(tournamentId, teamId),
    ...initialDataFromPrefetch<ScoresResponse>(teamScoresUrl(scoresPath, tournamentId, teamId)),
  });
}

export function useTeamScores(tournamentId: string, teamId: string) {
  return useQuery(teamScoresQueryOptions(tournamentId, teamId));
}

/** The scores of several teams at once, one read per team, in the order of `teamIds`. */
export function useTeamsScores(tournamentId: string, teamIds: readonly string[]) {
  return useQueries({ queries: teamIds.map((teamId) => teamScoresQueryOptions(tournamentId, teamId)) });
}
