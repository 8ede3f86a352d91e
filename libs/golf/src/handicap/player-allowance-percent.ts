import { type GolfFormat } from '../types/golf-format.type';
import { type HandicapAllowances } from './handicap-allowances';

/**
 * The individual allowance a player of a team of `teamSize` gets in `format`, or null for scramble,
 * where only the team has a handicap. A one-player best-ball team plays individual stroke play and a
 * one-player match-play side plays singles, so they get those allowances.
 */
export function playerAllowancePercent(format: GolfFormat, teamSize: number, allowances: HandicapAllowances): number | null {
  switch (format) {
    case 'stroke-play':
      return allowances.strokePlay;
    case 'stableford':
      return allowances.stableford;
    case 'best-ball':
      return teamSize <= 1 ? allowances.strokePlay : allowances.bestBall;
    case 'match-play':
      return teamSize <= 1 ? allowances.matchPlay : allowances.fourBallMatchPlay;
    case 'scramble':
      return null;
  }
}
