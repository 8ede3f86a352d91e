import type { LedgerEntry } from '@fairway/contracts/ledger';

/** Who gave, as the admin reads it: the name even when the gift is anonymous to everyone else. */
export function entryDonor(entry: Pick<LedgerEntry, 'donorName' | 'anonymous'>): string {
  if (entry.donorName) return entry.anonymous ? `${entry.donorName} (anonymous)` : entry.donorName;
  return 'Anonymous';
}
