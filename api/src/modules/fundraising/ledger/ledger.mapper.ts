import type { LedgerEntry } from '@fairway/contracts/ledger';
import { centsToDollars } from '@fairway/golf';
import type { LedgerRow } from './ledger.repository';

/** Who recorded or changed an entry, by name: `names` from the people-names look-up, else the uids only. */
export type PeopleNames = ReadonlyMap<string, string>;

const nameOf = (names: PeopleNames | undefined, person: string | null) => (person === null ? null : (names?.get(person) ?? person));

/** The admin's view: every field and the trail; with `names`, each person is named too. */
export function toLedgerEntry(row: LedgerRow, names?: PeopleNames): LedgerEntry {
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
    ...(names ? { recordedByName: nameOf(names, row.recorded_by) } : {}),
    recordedAt: new Date(row.recorded_at).toISOString(),
    history: names ? row.history.map((item) => ({ ...item, byName: nameOf(names, item.by) })) : row.history,
    ...(row.refundable_cents ? { refundable: centsToDollars(row.refundable_cents) } : {}),
  };
}
