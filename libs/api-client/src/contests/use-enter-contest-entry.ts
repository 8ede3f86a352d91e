import type { ContestEntryInput, ContestEntryResponse } from '@fairway/contracts/contest';
import { stationMessages } from '@fairway/contracts/contest-texts';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';

export interface EnterContestEntryVariables {
  tournamentId: string;
  contestId: string;
  /** `entryId` made on the phone (newIdempotencyKey): a retry records the entry once. */
  entry: ContestEntryInput;
}

/** A player's own measurement, where the organiser allows it: stored unverified until a station confirms it. */
export function enterContestEntry({ contestId, entry }: EnterContestEntryVariables): Promise<ContestEntryResponse> {
  return apiJson(`/api/contests/${encodeURIComponent(contestId)}/entries`, trusted<ContestEntryResponse>(), { method: 'POST', json: entry });
}

export function useEnterContestEntry(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: enterContestEntry,
    invalidates: ({ tournamentId }: EnterContestEntryVariables) => [queryKeys.contests(tournamentId)],
    failure: stationMessages.entryFailed,
    options,
  });
}
