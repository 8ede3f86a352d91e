import { type HoleInput } from '../types/hole.type';

/** Sum of the holes' pars (72 on most 18-hole courses). */
export function coursePar(holes: readonly Pick<HoleInput, 'par'>[]): number {
  return holes.reduce((sum, hole) => sum + hole.par, 0);
}
