import { type HoleInput } from '../types/hole.type';

/** The card's holes sorted by hole number. */
export function holesInOrder(holes: readonly HoleInput[]): HoleInput[] {
  return [...holes].sort((a, b) => a.number - b.number);
}
