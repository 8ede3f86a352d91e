import { useQueryClient } from '@tanstack/react-query';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import { isApiError } from '../http/api-error';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { cardStatusPath } from './get-card-status';

export interface SubmitCardVariables {
  tournamentId: string;
  teamId: string;
}

/** What failed, for a caller that tells failures itself (`WriteOptions.onFailure`). */
const submitCardWords = 'Could not submit the card';
/** Shown when the server gave no reason (no signal, a dropped connection). */
export const submitCardFailure = `${submitCardWords}. Please try again.`;

/** Locks the team's card; the reply is the card's new status. */
export function submitCard({ tournamentId, teamId }: SubmitCardVariables): Promise<ScoreCardStatus> {
  return apiJson(cardStatusPath, trusted<ScoreCardStatus>(), { method: 'POST', json: { tournamentId, teamId } });
}

/**
 * Submit Card: the reply is written where the card reads its status, so the card locks without another read.
 * The card shows the server's reason alone under its button (else `submitCardFailure`), not errorText's
 * "what failed: why".
 */
export function useSubmitCard(options?: WriteOptions) {
  const client = useQueryClient();
  const mutation = useApiMutation({
    mutationFn: async (variables: SubmitCardVariables) => {
      const status = await submitCard(variables);
      client.setQueryData(queryKeys.cardStatus(variables.tournamentId, variables.teamId), status);
      return status;
    },
    invalidates: () => [],
    failure: submitCardWords,
    options,
  });
  const failureText = mutation.error ? (isApiError(mutation.error) ? mutation.error.serverMessage : submitCardFailure) : null;
  return { ...mutation, failureText };
}
