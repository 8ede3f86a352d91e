import type { RevealInput, RevealState } from '@fairway/contracts/awards';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { revealStatePath } from './get-reveal-state';

/** One step of the ceremony: start, announce the next award, reveal its winner, finish with the full results. */
export function reveal(tournamentId: string, action: RevealInput['action']): Promise<RevealState> {
  return apiJson(revealStatePath(tournamentId), trusted<RevealState>(), { method: 'POST', json: { action } });
}

export function useReveal(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (action: RevealInput['action']) => reveal(tournamentId, action),
    invalidates: () => [queryKeys.revealState(tournamentId)],
    failure: awardsMessages.revealFailed,
    options,
  });
}
