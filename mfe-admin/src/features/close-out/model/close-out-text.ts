import { dollarsToCents } from '@fairway/golf/fundraising';
import { usdCents } from '../../../shared/model/money';

export type DifferenceTone = 'balanced' | 'short' | 'over' | 'uncounted';

/** What a difference (counted - what should be in hand) says, and how it is marked. */
export function differenceText(cents: number | null): { label: string; tone: DifferenceTone } {
  if (cents === null) return { label: 'Not counted', tone: 'uncounted' };
  if (cents === 0) return { label: 'Balanced', tone: 'balanced' };
  return cents < 0 ? { label: `Short ${usdCents(-cents)}`, tone: 'short' } : { label: `Over ${usdCents(cents)}`, tone: 'over' };
}

const dollarsAndCents = /^\d{1,7}(\.\d{1,2})?$/;

/** The dollars a volunteer typed ("79.5", "$1,200") as cents; null for anything else. */
export function countedCents(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return dollarsAndCents.test(plain) ? dollarsToCents(Number(plain)) : null;
}

/** "2 entries · $5.00 refunded · 1 voided (left out)": what a method's net is made of. */
export function makeUp(total: { entries: number; refunds: number; refundedCents: number; voided: number }): string {
  const parts = [total.entries === 1 ? '1 entry' : `${total.entries} entries`];
  if (total.refunds > 0) parts.push(`${usdCents(total.refundedCents)} refunded`);
  if (total.voided > 0) parts.push(`${total.voided} voided (left out)`);
  return parts.join(' · ');
}
