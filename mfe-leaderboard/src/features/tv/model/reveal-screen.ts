import type { RevealState } from '@fairway/contracts/awards';

/** How long the full results stay on the TV after the MC finishes, before the board comes back. */
export const RESULTS_SHOWN_MS = 3 * 60_000;

export type RevealScreen = 'opening' | 'award' | 'results';

/**
 * When the full results give the board back. Timed from when this TV received the finish (its clock and the
 * server's may differ), unless the finish it was given is already older than the results' time: a TV switched
 * on after the ceremony shows the board.
 */
export function resultsEndAt(state: Pick<RevealState, 'updatedAt'>, receivedAt: number): number {
  const finishedAt = Date.parse(state.updatedAt);
  return receivedAt - finishedAt > RESULTS_SHOWN_MS ? finishedAt + RESULTS_SHOWN_MS : receivedAt + RESULTS_SHOWN_MS;
}

/** What the TV shows of the ceremony, or null for the board (no ceremony yet, or its results shown long enough). */
export function revealScreen(state: RevealState | undefined, receivedAt: number, now: number): RevealScreen | null {
  if (!state || state.phase === 'waiting') return null;
  if (state.phase === 'finished') return now < resultsEndAt(state, receivedAt) ? 'results' : null;
  return state.current ? 'award' : 'opening';
}
