/**
 * Dollars (number or decimal text such as "1234.50") to integer cents. Multiplying a float by 100 drifts
 * (1.005 x 100 = 100.49999999999999), so the product is cleaned to 6 decimals before rounding half up.
 */
export function dollarsToCents(dollars: number | string): number {
  const value = typeof dollars === 'string' ? Number(dollars.trim()) : dollars;
  if (!Number.isFinite(value) || (typeof dollars === 'string' && dollars.trim() === '')) {
    throw new RangeError(`Not an amount of dollars: ${String(dollars)}`);
  }
  const cents = Number((Math.abs(value) * 100).toFixed(6));
  const rounded = Math.floor(cents + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
