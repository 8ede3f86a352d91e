import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

// A read of a key that left before the event answers with what the server had before it; arriving after the
// event, it would put the old board or card back on screen until the next event. So a read in flight on the
// key is cancelled (synchronously, back to the state before it left) before the event is written.

function cancelReadInFlight(client: QueryClient, queryKey: QueryKey): boolean {
  if (client.getQueryState(queryKey)?.fetchStatus !== 'fetching') return false;
  void client.cancelQueries({ queryKey, exact: true });
  return true;
}

/** The event is the whole answer of the key (a board, a hole's scores): it replaces whatever was being read. */
export function replaceWithEvent<T>(client: QueryClient, queryKey: QueryKey, data: T): void {
  cancelReadInFlight(client, queryKey);
  client.setQueryData(queryKey, data);
}

/**
 * The event changes part of what the key holds (a hole of the card, a line of the feed). A read in flight may
 * have been bringing more than the event (a refresh after a sign-in or a reconnection), so it is asked again
 * once the event is written: having left after the event, its answer is at least as new. With nothing read
 * yet, the event has nothing to write into and the first read is left to arrive.
 */
export function updateWithEvent<T>(client: QueryClient, queryKey: QueryKey, update: Updater<T | undefined, T | undefined>): void {
  if (client.getQueryData(queryKey) === undefined) return;
  const cancelled = cancelReadInFlight(client, queryKey);
  client.setQueryData<T>(queryKey, update);
  if (cancelled) void client.invalidateQueries({ queryKey, exact: true });
}
