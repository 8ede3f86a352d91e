import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

interface CacheSchema extends DBSchema {
  queries: { key: string; value: { hash: string; queryKey: QueryKey; data: unknown; updatedAt: number } };
}

/** What the scorecard needs to open without signal: the tournament, its teams and the team's scores. */
const kept = ['/api/tournaments', '/api/scores'];
const isKept = (queryKey: QueryKey) => typeof queryKey[0] === 'string' && kept.some((prefix) => (queryKey[0] as string).startsWith(prefix));

let db: Promise<IDBPDatabase<CacheSchema>> | undefined;
const open = () => (db ??= openDB<CacheSchema>('fairway-scoring-cache', 1, { upgrade: (database) => void database.createObjectStore('queries', { keyPath: 'hash' }) }));

/**
 * Keeps the scorecard's queries in IndexedDB and puts them back into an empty cache, so the last known
 * team, holes and scores show when the page opens without signal. Returns the function that stops it.
 */
export async function persistScoringQueries(client: QueryClient): Promise<() => void> {
  const database = await open();
  for (const entry of await database.getAll('queries')) {
    if (client.getQueryData(entry.queryKey) === undefined) client.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.updatedAt });
  }
  return client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type !== 'updated' || query.state.status !== 'success' || !isKept(query.queryKey)) return;
    void database.put('queries', { hash: query.queryHash, queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt });
  });
}
