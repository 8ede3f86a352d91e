import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { scoresPath, teamScoresUrl } from './scores-path';

export const cardStatusPath = `${scoresPath}/card`;

/** Whether the team's card is submitted (and locked), by whom and when; not checked with zod, as every read of the scorecard. */
export function getCardStatusUnchecked(tournamentId: string, teamId: string): Promise<ScoreCardStatus> {
  return apiJson(teamScoresUrl(cardStatusPath, tournamentId, teamId), trusted<ScoreCardStatus>());
}

export function cardStatusUncheckedQueryOptions(tournamentId: string, teamId: string) {
  return queryOptions({
    queryKey: queryKeys.cardStatus(tournamentId, teamId),
    queryFn: () => getCardStatusUnchecked(tournamentId, teamId),
  });
}

export function useCardStatusUnchecked(tournamentId: string, teamId: string) {
  return useQuery(cardStatusUncheckedQueryOptions(tournamentId, teamId));
}
