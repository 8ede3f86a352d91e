import { roundHalfUp } from '../shared/round-half-up';

/** WHS Rule 6.2: course handicap x allowance, rounded once, .5 up. `allowancePercent` 95 means 95%. */
export function playingHandicap(courseHandicap: number, allowancePercent = 100): number {
  return roundHalfUp((courseHandicap * allowancePercent) / 100);
}
