import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContestAuditItem } from '@fairway/contracts/contest';
import { apiJson, trusted } from '../http/api-json';
import { contestAdminKey } from '../query/query-keys';
import { contestPath } from './contest-path';

export const contestAuditPath = (contestId: string) => `${contestPath(contestId)}/audit`;

/** Every entry, confirmation and void of the contest, oldest first, with who made it. */
export function getContestAudit(contestId: string): Promise<ContestAuditItem[]> {
  return apiJson(contestAuditPath(contestId), trusted<ContestAuditItem[]>());
}

export function contestAuditQueryOptions(contestId: string) {
  return queryOptions({ queryKey: contestAdminKey(contestId, 'audit'), queryFn: () => getContestAudit(contestId) });
}

export function useContestAudit(contestId: string) {
  return useQuery(contestAuditQueryOptions(contestId));
}
