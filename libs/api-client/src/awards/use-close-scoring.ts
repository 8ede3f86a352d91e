import type { CloseScoringResponse } from '@fairway/contracts/awards';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { awardsPath } from './awards-path';

/** Locks every card; the reveal may start after this. */
export function closeScoring(tournamentId: string): Promise<CloseScoringResponse> {
  return apiJson(`${awardsPath(tournamentId)}/close-scoring`, trusted<CloseScoringResponse>(), { method: 'POST' });
}

export function useCloseScoring(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: () => closeScoring(tournamentId),
    invalidates: () => [awardsAdminKey(tournamentId), queryKeys.revealState(tournamentId)],
    failure: awardsMessages.closeFailed,
    options,
  });
}
