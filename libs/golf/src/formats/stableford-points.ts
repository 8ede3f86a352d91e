const POINTS_FOR_PAR = 2;

/**
 * Stableford (Rule 21.1): 2 points for a net par, one more per stroke under, one fewer per stroke
 * over, never below 0; no score (picked up) is 0. So 1 bogey, 3 birdie, 4 eagle, 5 albatross,
 * 6 four under.
 */
export function stablefordPoints(netStrokes: number | null | undefined, par: number): number {
  if (netStrokes == null) return 0;
  return Math.max(0, POINTS_FOR_PAR + par - netStrokes);
}
