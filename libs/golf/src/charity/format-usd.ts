function usdFormatter(fractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

const WHOLE_DOLLARS = usdFormatter(0);
const WITH_CENTS = usdFormatter(2);

/**
 * USD text from integer cents: "$5,000" on banners and cards, "$1,234.50" with `withCents` (admin).
 * Whole dollars are rounded to the nearest dollar.
 */
export function formatUsd(cents: number, options: { withCents?: boolean } = {}): string {
  const formatter = options.withCents ? WITH_CENTS : WHOLE_DOLLARS;
  return formatter.format(cents / 100);
}
