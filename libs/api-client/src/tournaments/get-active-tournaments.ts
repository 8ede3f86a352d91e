import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { apiJson, trusted } from '../http/api-json';
import { cachePolicy } from '../query/cache-policy';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';

export const activeTournamentsPath = '/api/tournaments/active';

export function getActiveTournaments(): Promise<Tournament[]> {
  return apiJson(activeTournamentsPath, trusted<Tournament[]>());
}

/** Today's active tournaments. Never cached; 'v4' is the spec's cache tag, kept so old entries never match. */
export function activeTournamentsQueryOptions() {
  return queryOptions({ queryKey: [activeTournamentsPath, 'v4'], queryFn: getActiveTournaments, ...cachePolicy.uncached, ...initialDataFromPrefetch<Tournament[]>(activeTournamentsPath) });
}

export function useActiveTournaments() {
  return useQuery(activeTournamentsQueryOptions());
}
