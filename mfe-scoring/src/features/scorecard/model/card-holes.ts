import type { Hole } from '@fairway/contracts/course';

// Par 72 with stroke indexes spread over both nines: used when a tournament has no card of its own.
const defaultPars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const defaultIndexes = [7, 3, 17, 1, 11, 5, 15, 13, 9, 8, 4, 18, 2, 12, 6, 16, 14, 10];

/** The tournament's 18 holes in number order, or a standard par-72 card when it has none. */
export function cardHoles(holes: readonly Hole[]): Hole[] {
  if (holes.length >= 18) return [...holes].sort((a, b) => a.number - b.number);
  return defaultPars.map((par, index) => ({ number: index + 1, par, yardage: 0, handicap: defaultIndexes[index]! }));
}
