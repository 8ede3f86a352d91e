// Money is typed in dollars on the organiser's forms and sent in cents.
import { dollarsToCents } from '@fairway/golf/fundraising';

const dollarsPattern = /^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^\$?\s*\d+(\.\d{1,2})?$/;

/** Dollars typed ("1,250", "$12.50") as cents: null when blank, NaN when it is not an amount. */
export function centsOf(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (!dollarsPattern.test(typed)) return Number.NaN;
  return dollarsToCents(typed.replace(/[$,\s]/g, ''));
}

/** Cents as a form's dollars text ("1250" or "12.50"); '' for none. */
export function dollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

const grouped = /^\$?\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/** Dollars typed with commas or spaces between them ("5000, 1000 500", "5,000, 1,000") as cents; NaN for a bad one. */
export function centsListOf(text: string): number[] {
  return text
    .split(/[\s;]+/)
    .flatMap((part) => (grouped.test(part.replace(/,$/, '')) ? [part.replace(/,$/, '')] : part.split(',')))
    .filter((part) => part.trim() !== '')
    .map((part) => centsOf(part) ?? Number.NaN);
}
