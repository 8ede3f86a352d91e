import { limits } from '@fairway/contracts/limits';

const DEFAULT_HOLE_COUNT: number = limits.holesPerRound;

/**
 * The order a team plays the holes: a shotgun start on hole 7 plays 7..18 then 1..6.
 * An unassigned starting hole (null) starts on 1.
 */
export function holeOrder(startingHole: number | null | undefined, holeCount = DEFAULT_HOLE_COUNT): number[] {
  const start = startingHole ?? 1;
  if (!Number.isInteger(start) || start < 1 || start > holeCount) {
    throw new RangeError(`Starting hole must be 1-${holeCount}, got ${startingHole}`);
  }
  return Array.from({ length: holeCount }, (_, offset) => ((start - 1 + offset) % holeCount) + 1);
}
