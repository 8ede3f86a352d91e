import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { apiJson, trusted } from '../http/api-json';
import { cachePolicy } from '../query/cache-policy';
import { retryWhileUnanswered } from '../query/read-failure';
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
    const batch = await apiJson(`${tournamentsPath}?limit=${pageSize}&offset=${page * pageSize}`, trusted<Tournament[]>());
    all.push(...batch);
    if (batch.length < pageSize) break;
  }
  return all;
}

/** Every tournament. Never cached: lists change as admins edit them. */
export function tournamentsQueryOptions() {
  return queryOptions({ queryKey: [tournamentsPath], queryFn: getTournaments, ...cachePolicy.uncached });
}

/** The list, read again every few seconds while the API does not answer. */
export function useTournaments() {
  return useQuery({ ...tournamentsQueryOptions(), refetchInterval: retryWhileUnanswered });
}
