/**
 * Rounds to the nearest whole number with .5 going up (WHS Rule 6.1/6.2), numerically upward,
 * so a plus value of -2.5 becomes -2. The toFixed step absorbs float drift such as 16.4999999999.
 */
export function roundHalfUp(value: number): number {
  const cleaned = Number(value.toFixed(9));
  return Math.floor(cleaned + 0.5);
}
