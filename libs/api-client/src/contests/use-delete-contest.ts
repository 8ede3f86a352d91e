import { contestMessages } from '@fairway/contracts/contest-messages';
import { apiFetch } from '../http/api-fetch';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { contestPath } from './contest-path';

/** Its entries, stations and trail go with it. */
export async function deleteContest(contestId: string): Promise<void> {
  await apiFetch(contestPath(contestId), { method: 'DELETE' });
}

export function useDeleteContest(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deleteContest,
    invalidates: () => [queryKeys.contests(tournamentId), awardsAdminKey(tournamentId)],
    failure: contestMessages.deleteFailed,
    options,
  });
}
