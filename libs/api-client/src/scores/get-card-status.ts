import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { scoresPath, teamScoresUrl } from './scores-path';

export const cardStatusPath = `${scoresPath}/card`;

/** Whether the team's card is submitted (and locked), by whom and when. */
export function getCardStatus(tournamentId: string, teamId: string): Promise<ScoreCardStatus> {
  return apiJson(teamScoresUrl(cardStatusPath, tournamentId, teamId), trusted<ScoreCardStatus>());
}

export function cardStatusQueryOptions(tournamentId: string, teamId: string) {
  return queryOptions({
    queryKey: queryKeys.cardStatus(tournamentId, teamId),
    queryFn: () => getCardStatus(tournamentId, teamId),
  });
}

export function useCardStatus(tournamentId: string, teamId: string) {
  return useQuery(cardStatusQueryOptions(tournamentId, teamId));
}
