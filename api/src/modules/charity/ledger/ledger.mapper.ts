import type { LedgerEntry, PublicGift } from '@fairway/contracts/ledger';
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
  };
}

/** What anyone may see of a gift: no e-mail, no private note, no name when given anonymously. */
export function toPublicGift(row: LedgerRow): PublicGift {
  return {
    id: row.id,
    kind: row.kind,
    amount: centsToDollars(row.amount_cents),
    donorName: row.anonymous ? null : row.donor_name,
    message: row.public_message,
    teamId: row.team_id,
    state: row.state === 'received' ? 'received' : 'pledged',
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}
