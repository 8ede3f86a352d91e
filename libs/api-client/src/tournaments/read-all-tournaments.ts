import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { apiJson, type ResponseSchema, trusted } from '../http/api-json';
import { cachePolicy } from '../query/cache-policy';
import { retryWhileUnanswered } from '../query/read-failure';
import { tournamentsPath } from './tournament-key';

// No schema value is imported here either: the checked read (get-tournaments.ts) passes its schema in.

/** The API's largest page (limits.maxTournamentsPage; not imported to keep the limits table off the first load). */
const pageSize = 100;
/** The pages show every tournament; past this many a page would need the API to count for it instead. */
const maxPages = 20;

/** Every tournament, newest date first, read a page at a time, each page read with `schema`. */
export async function readAllTournaments(schema: ResponseSchema<Tournament[]>): Promise<Tournament[]> {
  const all: Tournament[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const batch = await apiJson(`${tournamentsPath}?limit=${pageSize}&offset=${page * pageSize}`, schema);
    all.push(...batch);
    if (batch.length < pageSize) break;
  }
  return all;
}

/**
 * Every tournament under the list's key, the reply not checked against the schema: the public Tournaments
 * page, opened on phones, where zod would cost ~25 KiB gzipped and its start-up. Never cached, as the list.
 */
export function tournamentsUncheckedQueryOptions() {
  return queryOptions({
    queryKey: [tournamentsPath],
    queryFn: () => readAllTournaments(trusted<Tournament[]>()),
    ...cachePolicy.uncached,
  });
}

/** The list, read again every few seconds while the API does not answer. */
export function useTournamentsUnchecked() {
  return useQuery({ ...tournamentsUncheckedQueryOptions(), refetchInterval: retryWhileUnanswered });
}
