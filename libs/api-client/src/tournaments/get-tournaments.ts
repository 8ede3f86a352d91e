import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { cachePolicy } from '../query/cache-policy';
import { trusted } from '../http/api-json';
import { readAllTournaments } from './read-all-tournaments';
import { tournamentsPath } from './tournament-key';

export { tournamentsPath };

/** Every tournament, newest date first, read a page at a time. */
export function getTournaments(): Promise<Tournament[]> {
  return readAllTournaments(trusted<Tournament[]>());
}

/** Every tournament. Never cached: lists change as admins edit them. */
export function tournamentsQueryOptions() {
  return queryOptions({ queryKey: [tournamentsPath], queryFn: getTournaments, ...cachePolicy.uncached });
}

export function useTournaments() {
  return useQuery(tournamentsQueryOptions());
}
