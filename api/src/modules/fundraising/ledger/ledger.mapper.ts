import type { LedgerEntry } from '@fairway/contracts/ledger';
import { centsToDollars } from '@fairway/golf';
import type { LedgerRow } from './ledger.repository';

/** The admin's view: every field and the trail. */
export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    tournamentId: row.tournament_id,
    kind: row.kind,
    amount: centsToDollars(row.amount_cents),
    donorName: row.donor_name,
    anonymous: row.anonymous,
    contactEmail: row.contact_email,
    method: row.method,
    publicMessage: row.public_message,
    privateNote: row.private_note,
    teamId: row.team_id,
    private: row.private,
    state: row.state,
    voidReason: row.void_reason,
    recordedBy: row.recorded_by,
    recordedAt: new Date(row.recorded_at).toISOString(),
    history: row.history,
    ...(row.refundable_cents ? { refundable: centsToDollars(row.refundable_cents) } : {}),
  };
}
