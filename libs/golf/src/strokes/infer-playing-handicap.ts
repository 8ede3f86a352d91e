import { strokesReceivedOnHole } from './strokes-received-on-hole';

/** A hole the player has a score on: its stroke index and the strokes the server gave them there. */
export interface ReceivedOnHole {
  strokeIndex: number;
  received: number;
}

// Playing handicaps the search considers: a plus 10 up to 54 strokes, with the largest allowances.
const LOWEST = -10;
const HIGHEST = 72;

/**
 * The playing handicap (course rating and format allowance applied) that gives the strokes the player
 * received on the holes they have a score on; of those that fit, the one closest to `estimate` (their
 * handicap index). With no hole known, or none that fits, the estimate. A phone without signal marks the
 * next holes' strokes with it, as the server will.
 */
export function inferPlayingHandicap(known: readonly ReceivedOnHole[], estimate: number): number {
  const rounded = Math.round(estimate);
  if (known.length === 0) return rounded;
  let best: number | null = null;
  for (let candidate = LOWEST; candidate <= HIGHEST; candidate += 1) {
    if (!known.every(({ strokeIndex, received }) => strokesReceivedOnHole(candidate, strokeIndex) === received)) continue;
    if (best === null || Math.abs(candidate - rounded) < Math.abs(best - rounded)) best = candidate;
  }
  return best ?? rounded;
}
