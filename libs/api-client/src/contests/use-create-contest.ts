import type { Contest, ContestInput } from '@fairway/contracts/contest';
import { contestMessages } from '@fairway/contracts/contest-messages';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { contestsPath } from './get-contests';

export function createContest(tournamentId: string, input: ContestInput): Promise<Contest> {
  return apiJson(contestsPath(tournamentId), trusted<Contest>(), { method: 'POST', json: input });
}

/** A new contest hole; the award list gains its categories. */
export function useCreateContest(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (input: ContestInput) => createContest(tournamentId, input),
    invalidates: () => [queryKeys.contests(tournamentId), awardsAdminKey(tournamentId)],
    failure: contestMessages.saveFailed,
    options,
  });
}
