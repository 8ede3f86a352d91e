import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import { isApiError } from '../http/api-error';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { cardStatusPath } from './get-card-status';

export interface SubmitCardVariables {
  tournamentId: string;
  teamId: string;
}

/** Shown when the server gave no reason (no signal, a dropped connection). */
export const submitCardFailure = 'Could not submit the card. Please try again.';

/** Locks the team's card; the reply is the card's new status (not checked with zod, as the scorecard's reads). */
export function submitCard({ tournamentId, teamId }: SubmitCardVariables): Promise<ScoreCardStatus> {
  return apiJson(cardStatusPath, trusted<ScoreCardStatus>(), { method: 'POST', json: { tournamentId, teamId } });
}

/**
 * Submit Card: the reply is written where the card reads its status, so the card locks without another read.
 * Not built on useApiMutation: it writes the reply instead of invalidating, and the card shows the server's
 * reason alone under its button (else `submitCardFailure`), not errorText's "what failed: why".
 */
export function useSubmitCard() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: submitCard,
    onSuccess: (status, { tournamentId, teamId }) => client.setQueryData(queryKeys.cardStatus(tournamentId, teamId), status),
  });
  const failureText = mutation.error ? (isApiError(mutation.error) ? mutation.error.serverMessage : submitCardFailure) : null;
  return { ...mutation, failureText };
}
