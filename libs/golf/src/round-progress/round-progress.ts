import { limits } from '@fairway/contracts/limits';
import { holeOrder } from './hole-order';

const DEFAULT_HOLE_COUNT: number = limits.holesPerRound;

export interface RoundProgress {
  /** Holes completed (any hole with a score). */
  thru: number;
  /** Next hole to play in the team's order; the last hole number (18) once finished. */
  currentHole: number;
  /** "F" when finished, otherwise the current hole as text. */
  currentHoleLabel: string;
  finished: boolean;
  startingHole: number;
  /** Holes completed / hole count x 100, rounded, at most 100. */
  completionPercentage: number;
}

/**
 * The next hole is the one after the furthest hole played in the team's order, so a skipped entry
 * does not hold the "current hole" back; when the furthest is the last hole of the order but gaps
 * remain, the first unplayed hole is next.
 */
function nextHole(order: readonly number[], playedHoles: ReadonlySet<number>): number {
  const lastPlayedIndex = order.findLastIndex((hole) => playedHoles.has(hole));
  const after = order[lastPlayedIndex + 1];
  if (after !== undefined) return after;
  return order.find((hole) => !playedHoles.has(hole)) ?? order[0] ?? 1;
}

/** Thru, current hole and completion for a team (shotgun starts included). */
export function roundProgress(startingHole: number | null | undefined, playedHoles: Iterable<number>, holeCount = DEFAULT_HOLE_COUNT): RoundProgress {
  const order = holeOrder(startingHole, holeCount);
  const played = new Set([...playedHoles].filter((hole) => order.includes(hole)));
  const thru = played.size;
  const finished = thru >= holeCount;
  const currentHole = finished ? holeCount : nextHole(order, played);
  return {
    thru,
    currentHole,
    currentHoleLabel: finished ? 'F' : String(currentHole),
    finished,
    startingHole: order[0] ?? 1,
    completionPercentage: Math.min(100, Math.round((thru / holeCount) * 100)),
  };
}
