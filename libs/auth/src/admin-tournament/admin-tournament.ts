import { useEffect, useSyncExternalStore } from 'react';

// Which tournament the current page shows to a user who administers it, for the navigation's admin icon.
// A module-level store rather than a context: pages of remotes declare it too, and libs/auth is a
// federated singleton, so they all write to this one store without sharing a provider.
const declarations = new Map<symbol, string | null>();
const subscribers = new Set<() => void>();

function shownTournament(): string | null {
  return [...declarations.values()].at(-1) ?? null;
}

function notify(): void {
  subscribers.forEach((subscriber) => subscriber());
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/**
 * Called by a page: "the signed-in user administers the tournament shown here" (its id), or null when
 * they do not. The declaration ends when the page unmounts; the latest mounted declaration wins.
 */
export function useAdminTournament(tournamentId: string | null): void {
  useEffect(() => {
    const key = Symbol('admin-tournament');
    declarations.set(key, tournamentId);
    notify();
    return () => {
      declarations.delete(key);
      notify();
    };
  }, [tournamentId]);
}

/** For the navigation: the id of the tournament the current page lets its user administer, or null. */
export function useShownAdminTournament(): string | null {
  return useSyncExternalStore(subscribe, shownTournament, () => null);
}
