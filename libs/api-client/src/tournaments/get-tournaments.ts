import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Tournament, tournamentsResponse } from '@fairway/contracts/tournament';
import { apiJson } from '../http/api-json';
import { cachePolicy } from '../query/cache-policy';

export const tournamentsPath = '/api/tournaments';

export function getTournaments(): Promise<Tournament[]> {
  return apiJson(tournamentsPath, tournamentsResponse);
}

/** Every tournament. Never cached (spec section 9): lists change as admins edit them. */
export function tournamentsQueryOptions() {
  return queryOptions({ queryKey: [tournamentsPath], queryFn: getTournaments, ...cachePolicy.uncached });
}

export function useTournaments() {
  return useQuery(tournamentsQueryOptions());
}
