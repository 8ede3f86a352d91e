import { formatUsd } from '@fairway/golf';
import type { LedgerChange } from '../fundraising/ledger/ledger.service';

/** What the donated share follows: the fee, the share and how many entered. */
export interface SkinsFees {
  entryFeeCents: number;
  donatedPercent: number;
  entrants: number;
}

/** The donated share of the fees, in cents, and the note saying how it was reached. */
export interface SkinsDonation {
  cents: number;
  note: string;
}

/** The ledger's note on the entry: "Skins: 10% of 3 × $10.00 entry fees". */
export function skinsDonationNote({ entryFeeCents, donatedPercent, entrants }: SkinsFees): string {
  return `Skins: ${donatedPercent}% of ${entrants} × ${formatUsd(entryFeeCents, { withCents: true })} entry fee${entrants === 1 ? '' : 's'}`;
}

/**
 * Keeps the ledger holding the donated share of the skins fees as one received entry-fee entry, inside the
 * caller's ledger change: the same entry while the amount holds; otherwise that entry is voided (`reason`)
 * and one of the new amount recorded, or none when nothing is donated. An entry voided in the ledger by
 * hand no longer counts, so the next change records the share again. Answers the entry now holding it.
 */
export async function recordSkinsDonation(change: LedgerChange, previousEntryId: string | null, donation: SkinsDonation, reason: string, by: string) {
  const previous = previousEntryId ? await change.find(previousEntryId) : null;
  const current = previous && previous.state !== 'void' ? previous : null;
  if (Number(current?.amount_cents ?? 0) === donation.cents) return current?.id ?? null;
  if (current) await change.voidEntry(current.id, reason, by);
  if (donation.cents === 0) return null;
  const entry = await change.record({
    kind: 'entry-fee',
    amountCents: donation.cents,
    donorName: 'Skins',
    anonymous: false,
    contactEmail: null,
    method: 'cash',
    publicMessage: null,
    privateNote: donation.note,
    teamId: null,
    private: false,
    state: 'received',
    idempotencyKey: null,
    recordedBy: by,
  });
  return entry.id;
}
