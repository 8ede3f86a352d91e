import type { CloseOutCount, CreateCloseOutCountRequest } from '@fairway/contracts/close-out';
import { closeOutMessages } from '@fairway/contracts/close-out-messages';
import { tournamentFundraisingPath } from '../fundraising/tournament-fundraising-path';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';

export interface DeclareCountVariables {
  tournamentId: string;
  count: CreateCloseOutCountRequest;
}

/** What the volunteer counted at the end of the shift: a new declaration every time (the latest counts). */
export function declareCount({ tournamentId, count }: DeclareCountVariables): Promise<CloseOutCount> {
  return apiJson(tournamentFundraisingPath(tournamentId, 'close-out/counts'), trusted<CloseOutCount>(), { method: 'POST', json: count });
}

export function useDeclareCount(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: declareCount,
    invalidates: ({ tournamentId }: DeclareCountVariables) => [queryKeys.fundraising(tournamentId, 'close-out')],
    failure: closeOutMessages.countFailed,
    options,
  });
}
