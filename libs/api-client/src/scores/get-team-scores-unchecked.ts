import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoresResponse } from '@fairway/contracts/score';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { queryKeys } from '../query/query-keys';
import { scoresPath, teamScoresUrl } from './scores-path';

// The scorecard's reads of scores are not checked with zod, which would cost its 200 KiB budget ~26 KiB gzipped.

/** Every score of the team, all holes and players. */
export function getTeamScoresUnchecked(tournamentId: string, teamId: string): Promise<ScoresResponse> {
  return apiJson(teamScoresUrl(scoresPath, tournamentId, teamId), trusted<ScoresResponse>());
}

export function teamScoresUncheckedQueryOptions(tournamentId: string, teamId: string) {
  return queryOptions({
    queryKey: queryKeys.teamScores(tournamentId, teamId),
    queryFn: () => getTeamScoresUnchecked(tournamentId, teamId),
    ...initialDataFromPrefetch<ScoresResponse>(teamScoresUrl(scoresPath, tournamentId, teamId)),
  });
}

export function useTeamScoresUnchecked(tournamentId: string, teamId: string) {
  return useQuery(teamScoresUncheckedQueryOptions(tournamentId, teamId));
}
