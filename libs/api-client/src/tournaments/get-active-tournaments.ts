import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeTournamentsResponse, type Tournament } from '@fairway/contracts/tournament';
import { apiJson } from '../http/api-json';
import { cachePolicy } from '../query/cache-policy';
import { queryKeys } from '../query/query-keys';

export const activeTournamentsPath = '/api/tournaments/active';

export function getActiveTournaments(): Promise<Tournament[]> {
  return apiJson(activeTournamentsPath, activeTournamentsResponse);
}

/** Today's active tournaments, never cached. */
export function activeTournamentsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.activeTournaments(), queryFn: getActiveTournaments, ...cachePolicy.uncached });
}

export function useActiveTournaments() {
  return useQuery(activeTournamentsQueryOptions());
}
