import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContestEntry } from '@fairway/contracts/contest';
import { apiJson, trusted } from '../http/api-json';
import { contestAdminKey } from '../query/query-keys';
import { contestPath } from './contest-path';

export const contestEntriesPath = (contestId: string) => `${contestPath(contestId)}/entries`;

/** Every entry of the contest, voided and unverified ones included, oldest first (the organiser's view). */
export function getContestEntries(contestId: string): Promise<ContestEntry[]> {
  return apiJson(contestEntriesPath(contestId), trusted<ContestEntry[]>());
}

export function contestEntriesQueryOptions(contestId: string) {
  return queryOptions({ queryKey: contestAdminKey(contestId, 'entries'), queryFn: () => getContestEntries(contestId) });
}

export function useContestEntries(contestId: string) {
  return useQuery(contestEntriesQueryOptions(contestId));
}
