import type { LedgerEntry } from '@fairway/contracts/ledger';

/** The cash this volunteer took (received and not voided): what their cash box should hold. */
export function volunteerCash(entries: readonly LedgerEntry[], uid: string): { total: number; count: number } {
  const mine = entries.filter((entry) => entry.method === 'cash' && entry.state === 'received' && entry.recordedBy === uid);
  // Summed in cents so that $0.10 + $0.20 is $0.30.
  const cents = mine.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);
  return { total: cents / 100, count: mine.length };
}
