import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CountedMethod } from '@fairway/contracts/close-out';
import type { LedgerState, PaymentMethod } from '@fairway/contracts/ledger';
import { DataSource } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

/** One ledger entry as the close-out reads it. */
export interface TakenRow {
  /** Who took the money: whoever marked a pledge received, else whoever recorded it; null for the opening balance. */
  taken_by: string | null;
  method: PaymentMethod;
  amount_cents: number;
  state: LedgerState;
}

export interface CountRow {
  id: string;
  method: CountedMethod;
  counted_cents: number;
  note: string | null;
  declared_by: string;
  declared_at: Date;
}

// The money counts against the person who took it: for a pledge later received, the one who marked it so.
// A voided entry nobody took (a guest's pledge dropped) was never in anyone's hands.
const TAKEN = new NamedStatement<{ tournamentId: 'uuid'; people: 'text[]' }, TakenRow>(
  'close-out-taken',
  { tournamentId: 'uuid', people: 'text[]' },
  ({ tournamentId, people }) => `
  SELECT taken_by, method, amount_cents, state FROM (
    SELECT COALESCE((SELECT h.by_user FROM ledger_history h WHERE h.entry_id = e.id AND h.action = 'received' ORDER BY h.id DESC LIMIT 1),
                    e.recorded_by) AS taken_by, e.method, e.amount_cents, e.state
      FROM ledger_entries e WHERE e.tournament_id = ${tournamentId} AND e.state <> 'pledged') taken
   WHERE (state = 'received' OR taken_by IS NOT NULL) AND (cardinality(${people}) = 0 OR taken_by = ANY(${people}))`,
);

const COUNTS = new NamedStatement<{ tournamentId: 'uuid'; people: 'text[]' }, CountRow>(
  'close-out-counts',
  { tournamentId: 'uuid', people: 'text[]' },
  ({ tournamentId, people }) => `
  SELECT id, method, counted_cents, note, declared_by, declared_at FROM close_out_counts
   WHERE tournament_id = ${tournamentId} AND (cardinality(${people}) = 0 OR declared_by = ANY(${people}))
   ORDER BY declared_at DESC, id`,
);

const DECLARE = new NamedStatement<{ tournamentId: 'uuid'; method: 'text'; countedCents: 'bigint'; note: 'text'; by: 'text' }, CountRow>(
  'close-out-count-insert',
  { tournamentId: 'uuid', method: 'text', countedCents: 'bigint', note: 'text', by: 'text' },
  (p) => `
  INSERT INTO close_out_counts (tournament_id, method, counted_cents, note, declared_by)
  VALUES (${p.tournamentId}, ${p.method}, ${p.countedCents}, ${p.note}, ${p.by})
  RETURNING id, method, counted_cents, note, declared_by, declared_at`,
);

/** close_out_counts (inserted, never changed) and the ledger read by who took each entry. */
@Injectable()
export class CloseOutRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The entries that count in a close-out; only those taken by `people` when some are given. */
  taken(tournamentId: string, people: readonly string[] = []): Promise<TakenRow[]> {
    return TAKEN.rows(this.dataSource.manager, { tournamentId, people });
  }

  /** Every count declared, newest first; only those of `people` when some are given. */
  counts(tournamentId: string, people: readonly string[] = []): Promise<CountRow[]> {
    return COUNTS.rows(this.dataSource.manager, { tournamentId, people });
  }

  async declare(count: { tournamentId: string; method: CountedMethod; countedCents: number; note: string | null; by: string }): Promise<CountRow> {
    const [row] = await DECLARE.rows(this.dataSource.manager, count);
    return row!;
  }
}
