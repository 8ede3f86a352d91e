import type { PublicGift } from '@fairway/contracts/gift';
import { centsToDollars } from '@fairway/golf';
import type { LedgerRow } from '../ledger/ledger.repository';

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
