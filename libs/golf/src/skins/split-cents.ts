/**
 * Shares `totalCents` in proportion to `weights`, in whole cents that add up to the total exactly: each
 * share is rounded down, and the cents left go one each to the largest remainders (the earliest on a tie).
 */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalCents * weight) / weightSum);
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
