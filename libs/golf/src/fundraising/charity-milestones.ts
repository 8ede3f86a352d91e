/** The raised amounts, in dollars, announced as milestones. */
export const CHARITY_MILESTONES_DOLLARS: readonly number[] = [1000, 2500, 5000, 7500, 10000, 15000, 20000, 25000];

/**
 * Thresholds (dollars) crossed when the raised amount goes from `previousRaised` to `newRaised`
 * (both dollars): every threshold in (previous, new], several at once when a big donation lands,
 * none when the amount goes down or stays.
 */
export function milestonesCrossed(previousRaised: number, newRaised: number): number[] {
  if (newRaised <= previousRaised) return [];
  return CHARITY_MILESTONES_DOLLARS.filter((threshold) => threshold > previousRaised && threshold <= newRaised);
}
