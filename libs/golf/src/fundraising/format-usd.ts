import { groupThousands } from '@fairway/contracts/group-thousands';

/**
 * USD text from integer cents: "$5,000" on banners and cards, "$1,234.50" with `withCents` (admin).
 * Whole dollars are rounded to the nearest dollar (a half away from zero), as Intl's en-US currency format does.
 * Written out rather than with Intl.NumberFormat: creating one loads locale data, about 50 ms of a mid-range
 * phone's main thread before a page with a charity card can paint; the property test holds it equal to Intl.
 */
export function formatUsd(cents: number, options: { withCents?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = options.withCents ? Math.floor(absolute / 100) : Math.round(absolute / 100);
  const fraction = options.withCents ? `.${String(absolute % 100).padStart(2, '0')}` : '';
  return `${sign}$${groupThousands(dollars)}${fraction}`;
}

/**
 * Money raised: whole dollars, with the cents when there are any ("$555.50"), never rounded, so the total on
 * every screen is the ledger's sum to the cent.
 */
export function formatRaised(cents: number): string {
  return formatUsd(cents, { withCents: cents % 100 !== 0 });
}
