import { useRevealState } from '@fairway/api-client';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import { resultsEndAt, revealScreen } from '../model/reveal-screen';

// Loaded when the MC first starts the ceremony (or the TV opens during one): the board's day never pays for it.
const TvRevealOverlay = lazy(() => import('./tv-reveal-overlay').then((module) => ({ default: module.TvRevealOverlay })));

/** The awards ceremony, full screen over the board, as the MC runs it; the board comes back after the results. */
export function TvReveal({ tournamentId, tournamentName }: { tournamentId: string; tournamentName: string }) {
  const reveal = useRevealState(tournamentId);
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  const state = reveal.data;
  const receivedAt = reveal.dataUpdatedAt;
  useEffect(() => {
    if (state?.phase !== 'finished') return;
    const timer = window.setTimeout(recheck, Math.max(0, resultsEndAt(state, receivedAt) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [state, receivedAt]);
  const screen = revealScreen(state, receivedAt, Date.now());
  if (!state || !screen) return null;
  return (
    <Suspense fallback={null}>
      <TvRevealOverlay state={state} screen={screen} tournamentName={tournamentName} />
    </Suspense>
  );
}
