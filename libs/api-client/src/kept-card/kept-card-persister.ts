import type { Query, QueryKey } from '@tanstack/react-query';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { scoresPath } from '../scores/scores-path';
import { tournamentsPath } from '../tournaments/tournament-key';

interface CacheSchema extends DBSchema {
  client: { key: string; value: PersistedClient };
}

const clientKey = 'scoring';

let db: Promise<IDBPDatabase<CacheSchema>> | undefined;
const open = () =>
  (db ??= openDB<CacheSchema>('fairway-scoring-cache', 2, {
    upgrade: (database) => {
      // Version 1 kept one row per query; the whole persisted client replaces it.
      for (const name of Array.from(database.objectStoreNames)) database.deleteObjectStore(name as 'client');
      database.createObjectStore('client');
    },
  }));

/**
 * TanStack Query's persister on IndexedDB (through idb). Writes are gathered for `writeDelayMs`: the cache
 * changes on every fetch, and one write of the latest state is enough.
 */
export function createIdbPersister(writeDelayMs = 250): Persister {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = async () => {
    timer = undefined;
    const client = latest;
    if (client) await (await open()).put('client', client, clientKey);
  };
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(() => void write().catch(() => undefined), writeDelayMs);
    },
    restoreClient: async () => (await open()).get('client', clientKey),
    removeClient: async () => void (await open()).delete('client', clientKey),
  };
}

/** What the scorecard needs to open without signal: the tournament, its teams and the team's scores. */
const kept = [tournamentsPath, scoresPath];
const isKept = (queryKey: QueryKey) => typeof queryKey[0] === 'string' && kept.some((prefix) => (queryKey[0] as string).startsWith(prefix));

/**
 * Kept: every scorecard query with data, also one whose last refetch failed (offline), so a second reload
 * without signal still finds it. A day-old copy is dropped.
 */
export const keptCardPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createIdbPersister(),
  maxAge: 24 * 60 * 60 * 1000,
  buster: 'scoring-3',
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Pick<Query, 'queryKey' | 'state'>) => query.state.data !== undefined && isKept(query.queryKey),
    shouldDehydrateMutation: () => false,
  },
};

/**
 * The kept copy belongs to the account that read it: what the API answered it (its tournament's canManage and
 * isMember, its team's invite code and e-mails) is that caller's. Another account on the same phone, or a
 * visitor, finds none: a copy under another owner is thrown away when restored.
 */
export function keptCardOptionsFor(owner: string | null): Omit<PersistQueryClientOptions, 'queryClient'> {
  return { ...keptCardPersistOptions, buster: `${keptCardPersistOptions.buster}:${owner ?? 'visitor'}` };
}
