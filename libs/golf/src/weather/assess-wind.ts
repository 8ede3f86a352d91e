import { type FactorAssessment } from './factor-assessment.type';

/**
 * Bands in mph, roughly the Beaufort scale as golfers feel it: under 10 barely moves the ball, 10-19
 * is a club or so, 20-29 two to three clubs, 30+ moves balls on fast greens, and from 40 (gale) trees
 * and flying debris make play unsafe, the point where tours suspend play.
 */
const BANDS: readonly { below: number; penalty: number; text: string }[] = [
  { below: 5, penalty: 0, text: 'Calm: no wind adjustment needed' },
  { below: 10, penalty: 0, text: 'Light breeze: minimal effect on ball flight' },
  { below: 20, penalty: 1, text: 'Moderate wind: take about one more club into the wind' },
  { below: 30, penalty: 2, text: 'Strong wind: two to three clubs, keep the ball flight low' },
  { below: 40, penalty: 3, text: 'Very strong wind: ball flight severely affected, balls may move on the greens' },
];
const SUSPEND_FROM_MPH = 40;

export function assessWind(windSpeedMph: number): FactorAssessment {
  const band = BANDS.find((candidate) => windSpeedMph < candidate.below);
  if (band) return { penalty: band.penalty, suspended: false, text: band.text };
  return { penalty: 3, suspended: windSpeedMph >= SUSPEND_FROM_MPH, text: 'Dangerous wind: play suspended until it drops' };
}
