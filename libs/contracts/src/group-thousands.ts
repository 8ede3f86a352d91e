/**
 * A whole number with a comma between each group of three digits, as en-US writes it ("1,000,000").
 * Written out rather than with toLocaleString: the messages are built when a page's code first runs, and
 * asking for a locale there loads its data, tens of milliseconds on a mid-range phone before the first paint.
 */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}${String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
