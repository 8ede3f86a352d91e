import type { ContestEntryResponse } from '@fairway/contracts/contest';
import { contestMessages } from '@fairway/contracts/contest-messages';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey, contestAdminKey, queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { contestEntriesPath } from './get-contest-entries';

/** The entry stays listed and in the trail, and can no longer lead. */
export function voidEntry(contestId: string, entryId: string): Promise<ContestEntryResponse> {
  return apiJson(`${contestEntriesPath(contestId)}/${encodeURIComponent(entryId)}/void`, trusted<ContestEntryResponse>(), { method: 'POST' });
}

export function useVoidEntry(tournamentId: string, contestId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (entryId: string) => voidEntry(contestId, entryId),
    invalidates: () => [
      contestAdminKey(contestId, 'entries'),
      contestAdminKey(contestId, 'audit'),
      queryKeys.contests(tournamentId),
      awardsAdminKey(tournamentId, 'list'),
    ],
    failure: contestMessages.voidFailed,
    options,
  });
}
