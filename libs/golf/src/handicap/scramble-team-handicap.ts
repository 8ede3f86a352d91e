import { roundHalfUp } from '../shared/round-half-up';
import { DEFAULT_HANDICAP_ALLOWANCES, type ScrambleAllowances } from './handicap-allowances';

/**
 * WHS Appendix C scramble: each player's unrounded course handicap times the percentage for its rank
 * (lowest course handicap first), summed and rounded once into one team playing handicap.
 */
export function scrambleTeamHandicap(courseHandicaps: readonly number[], allowances: ScrambleAllowances = DEFAULT_HANDICAP_ALLOWANCES.scramble): number {
  const size = courseHandicaps.length;
  if (size === 0) return 0;
  if (size > 4) throw new RangeError(`A scramble team has at most 4 players, got ${size}`);
  const percents = [allowances.onePlayer, allowances.twoPlayers, allowances.threePlayers, allowances.fourPlayers][size - 1] ?? [];
  const lowestFirst = [...courseHandicaps].sort((a, b) => a - b);
  const weighted = lowestFirst.reduce((sum, handicap, rank) => sum + (handicap * (percents[rank] ?? 0)) / 100, 0);
  return roundHalfUp(weighted);
}
