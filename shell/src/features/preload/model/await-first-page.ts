import { prefetchedReadsSettled } from '@fairway/api-client/prefetched-reads';
import { preloadRoutes, type PreloadRoute } from './preload-routes';
import { matchPreloadRoute } from './start-route-preload';

/**
 * How long the first render waits for the page's remote. On a repeat visit the phone has it in a fraction of
 * this, and the page then mounts at once: a Suspense fallback shown first would make React hold the page
 * back up to 300 ms more (its reveal throttle). On a first visit over a weak signal the shell paints its frame
 * and the loading state after this instead of a blank screen.
 */
export const firstPageWaitMs = 600;

/**
 * Settles when the URL's page has loaded (or failed) and the reads its HTML prefetched have been answered, or
 * after `waitMs`: a remote's page through `preload`, a page of the shell's own that is a chunk of its own
 * through its loader in `shellPages` (by route path); at once for any other page. Rendering once with the page
 * and its data saves the phone a first render of a loading state and the second render after it.
 */
export function awaitFirstPage(
  pathname: string,
  preload: (remote: string, expose: string) => Promise<void>,
  waitMs = firstPageWaitMs,
  routes: PreloadRoute[] = preloadRoutes,
  shellPages: Record<string, () => Promise<void>> = {},
  readsSettled: () => Promise<void> = prefetchedReadsSettled,
): Promise<void> {
  const route = matchPreloadRoute(routes, pathname)?.route;
  const { remote, expose } = route ?? {};
  const load = remote && expose ? () => preload(remote, expose) : route && shellPages[route.path];
  if (!load) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const ready = Promise.all([load().catch(() => undefined), readsSettled()]);
  return Promise.race([ready.then(() => undefined), waited]).finally(() => clearTimeout(timer));
}
