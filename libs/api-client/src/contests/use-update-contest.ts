import type { Contest, ContestInput } from '@fairway/contracts/contest';
import { contestMessages } from '@fairway/contracts/contest-messages';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { contestPath } from './contest-path';

/** Replaces the contest's settings; its entries stay. */
export function updateContest(contestId: string, input: ContestInput): Promise<Contest> {
  return apiJson(contestPath(contestId), trusted<Contest>(), { method: 'PUT', json: input });
}

export function useUpdateContest(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ contestId, input }: { contestId: string; input: ContestInput }) => updateContest(contestId, input),
    invalidates: () => [queryKeys.contests(tournamentId), awardsAdminKey(tournamentId)],
    failure: contestMessages.saveFailed,
    options,
  });
}
