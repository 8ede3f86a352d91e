import { useEffect, useState } from 'react';

type BelowTheFoldPanels = typeof import('../components/below-the-fold-panels');

let loading: Promise<BelowTheFoldPanels> | undefined;
/** Once per page: a failed fetch (no signal) is asked again by the next board that mounts. */
function loadBelowTheFoldPanels(): Promise<BelowTheFoldPanels> {
  loading ??= import('../components/below-the-fold-panels').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The panels a phone shows below the board, a chunk of their own: asked for after the board's first commit, so
 * their code is neither fetched nor run before it; null until they are there. Not React.lazy: a Suspense
 * boundary would hold them back until 300 ms after its fallback (React's reveal throttle).
 */
export function useBelowTheFoldPanels(): BelowTheFoldPanels | null {
  const [panels, setPanels] = useState<BelowTheFoldPanels | null>(null);
  useEffect(() => {
    let mounted = true;
    loadBelowTheFoldPanels().then(
      (loaded) => mounted && setPanels(loaded),
      // No signal: the board stays as it is; the next visit of the page asks again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return panels;
}
