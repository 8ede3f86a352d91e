import type { StartHole } from './starts.type';

/**
 * Where a second group waits least: the longest holes first (par 5s, then par 4s, each longest first), par 3s
 * last, where a second group would wait on the tee for the whole hole. Ties go to the lower hole number.
 */
export function defaultDoublingOrder(holes: readonly StartHole[]): number[] {
  return [...holes].sort((a, b) => b.par - a.par || b.yardage - a.yardage || a.number - b.number).map((hole) => hole.number);
}
