/**
 * What the guest typed, in whole cents: "550", "$1,250", "1250.50"; null when it is not an amount. The
 * server checks the rules (at least the next amount, at most $1,000,000); this only reads the number.
 */
export function centsFromDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the field shows them to start with: "575" or "575.50". */
export function dollarsText(cents: number): string {
  const rest = cents % 100;
  return rest === 0 ? String(Math.floor(cents / 100)) : `${Math.floor(cents / 100)}.${String(rest).padStart(2, '0')}`;
}
