import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Tournament, tournamentsResponse } from '@fairway/contracts/tournament';
import { apiJson } from '../http/api-json';
import { cachePolicy } from '../query/cache-policy';
import { tournamentsPath } from './tournament-key';

export { tournamentsPath };

/** The API's largest page (limits.maxTournamentsPage; not imported to keep the limits table off the first load). */
const pageSize = 100;
/** The pages show every tournament; past this many a page would need the API to count for it instead. */
const maxPages = 20;

/** Every tournament, newest date first, read a page at a time. */
export async function getTournaments(): Promise<Tournament[]> {
  const all: Tournament[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const batch = await apiJson(`${tournamentsPath}?limit=${pageSize}&offset=${page * pageSize}`, tournamentsResponse);
    all.push(...batch);
    if (batch.length < pageSize) break;
  }
  return all;
}

/** Every tournament. Never cached (spec section 9): lists change as admins edit them. */
export function tournamentsQueryOptions() {
  return queryOptions({ queryKey: [tournamentsPath], queryFn: getTournaments, ...cachePolicy.uncached });
}

export function useTournaments() {
  return useQuery(tournamentsQueryOptions());
}
