import { type FactorAssessment } from './factor-assessment.type';

/**
 * Visibility in miles. Under 0.1 mi (about 175 yards) players cannot see where a drive lands or
 * whether the group ahead is clear, so play is suspended, as clubs do for fog; under a quarter mile
 * (about a par 4's length) the target is often out of sight.
 */
const BANDS: readonly { below: number; penalty: number; suspended: boolean; text: string }[] = [
  { below: 0.1, penalty: 3, suspended: true, text: 'Dense fog: landing areas out of sight' },
  { below: 0.25, penalty: 3, suspended: false, text: 'Thick fog: greens out of sight from the tee' },
  { below: 1, penalty: 2, suspended: false, text: 'Poor visibility' },
  { below: 2, penalty: 1, suspended: false, text: 'Reduced visibility' },
];

export function assessVisibility(visibilityMiles?: number | null): FactorAssessment {
  if (visibilityMiles == null) return { penalty: 0, suspended: false, text: 'Visibility unknown' };
  const band = BANDS.find((candidate) => visibilityMiles < candidate.below);
  if (!band) return { penalty: 0, suspended: false, text: 'Good visibility' };
  return { penalty: band.penalty, suspended: band.suspended, text: band.text };
}
