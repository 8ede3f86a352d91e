import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { apiJson, trusted } from '../http/api-json';
import { cachePolicy } from '../query/cache-policy';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { queryKeys } from '../query/query-keys';

export const activeTournamentsPath = '/api/tournaments/active';

export function getActiveTournaments(): Promise<Tournament[]> {
  return apiJson(activeTournamentsPath, trusted<Tournament[]>());
}

/** Today's active tournaments, never cached. */
export function activeTournamentsQueryOptions({ enabled = true } = {}) {
  return queryOptions({
    queryKey: queryKeys.activeTournaments(),
    enabled,
    queryFn: getActiveTournaments,
    ...cachePolicy.uncached,
    ...initialDataFromPrefetch<Tournament[]>(activeTournamentsPath),
  });
}

export function useActiveTournaments({ enabled = true } = {}) {
  return useQuery(activeTournamentsQueryOptions({ enabled }));
}
