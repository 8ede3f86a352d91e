import { type HoleInput } from '../types/hole.type';

const PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
// Odd stroke indexes on the front nine, even on the back, as WHS Appendix E recommends.
const STROKE_INDEXES = [7, 15, 1, 11, 17, 3, 13, 5, 9, 4, 12, 16, 2, 8, 10, 14, 18, 6];

/** A par-72 test card (not a real course): holes 1-18 with pars and stroke indexes above. */
export const SAMPLE_HOLES: HoleInput[] = PARS.map((par, index) => ({
  number: index + 1,
  par,
  yardage: 300 + index * 10,
  handicap: STROKE_INDEXES[index] ?? 18,
}));

export function holeByNumber(number: number): HoleInput {
  const hole = SAMPLE_HOLES.find((candidate) => candidate.number === number);
  if (!hole) throw new Error(`No hole ${number}`);
  return hole;
}
