import { useEffect } from 'react';
import type { RemoteRegistry } from '../../../shared/model/remote-registry';
import { preloadRoutes } from '../model/preload-routes';
import { matchPreloadRoute } from '../model/start-route-preload';

/** Long enough for the page's own code and reads to have gone first on a slow link. */
const afterPageMs = 3000;

/**
 * Once the page at `pathname` has had its turn, fetches the page a player most likely opens next through
 * the federation runtime's manifest-driven preloadRemote (its entry and that page's chunks, not run).
 */
export function usePreloadNextPage(pathname: string, registry: Pick<RemoteRegistry, 'preloadExposed'>): void {
  const next = matchPreloadRoute(preloadRoutes, pathname)?.route.next;
  const remote = next?.remote;
  const expose = next?.expose;
  useEffect(() => {
    if (!remote || !expose) return;
    const timer = setTimeout(() => void registry.preloadExposed(remote, expose), afterPageMs);
    return () => clearTimeout(timer);
  }, [remote, expose, registry]);
}
