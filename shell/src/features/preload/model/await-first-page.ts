import { preloadRoutes, type PreloadRoute } from './preload-routes';
import { matchPreloadRoute } from './start-route-preload';

/**
 * How long the first render waits for the page's remote. On a repeat visit the phone has it in a fraction of
 * this, and the page then mounts at once: a Suspense fallback shown first would make React hold the page
 * back up to 300 ms more (its reveal throttle). On a first visit over a weak signal the shell paints its frame
 * and the loading state after this instead of a blank screen.
 */
export const firstPageWaitMs = 600;

/** Settles when the URL's remote page has loaded (or failed), or after `waitMs`; at once for a shell page. */
export function awaitFirstPage(
  pathname: string,
  preload: (remote: string, expose: string) => Promise<void>,
  waitMs = firstPageWaitMs,
  routes: PreloadRoute[] = preloadRoutes,
): Promise<void> {
  const route = matchPreloadRoute(routes, pathname)?.route;
  if (!route?.remote || !route.expose) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([preload(route.remote, route.expose), waited]).finally(() => clearTimeout(timer));
}
