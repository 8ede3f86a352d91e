import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContestStation } from '@fairway/contracts/contest';
import { apiJson, trusted } from '../http/api-json';
import { contestAdminKey } from '../query/query-keys';
import { contestPath } from './contest-path';

export const contestStationsPath = (contestId: string) => `${contestPath(contestId)}/stations`;

/** The contest's station links, revoked ones included (their tokens are never answered again). */
export function getContestStations(contestId: string): Promise<ContestStation[]> {
  return apiJson(contestStationsPath(contestId), trusted<ContestStation[]>());
}

export function contestStationsQueryOptions(contestId: string) {
  return queryOptions({ queryKey: contestAdminKey(contestId, 'stations'), queryFn: () => getContestStations(contestId) });
}

export function useContestStations(contestId: string) {
  return useQuery(contestStationsQueryOptions(contestId));
}
