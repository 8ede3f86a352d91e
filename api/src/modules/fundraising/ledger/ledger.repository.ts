import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LedgerKind, LedgerQuery, LedgerState, PaymentMethod } from '@fairway/contracts/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

/** A row of ledger_entries with its trail, as the statements below answer it. */
export interface LedgerRow {
  id: string;
  tournament_id: string;
  kind: LedgerKind;
  amount_cents: number;
  donor_name: string | null;
  anonymous: boolean;
  contact_email: string | null;
  method: PaymentMethod;
  public_message: string | null;
  private_note: string | null;
  team_id: string | null;
  private: boolean;
  state: LedgerState;
  void_reason: string | null;
  idempotency_key: string | null;
  recorded_by: string | null;
  recorded_at: Date;
  history: Array<{ action: 'recorded' | 'received' | 'voided'; by: string | null; at: string; reason: string | null }>;
  /** The list's only: what is left to refund of a gift paid by card online (null for any other entry). */
  refundable_cents?: number | null;
}

/** What a new entry holds; the database fills id and time. */
export interface NewLedgerEntry {
  tournamentId: string;
  kind: LedgerKind;
  amountCents: number;
  donorName: string | null;
  anonymous: boolean;
  contactEmail: string | null;
  method: PaymentMethod;
  publicMessage: string | null;
  privateNote: string | null;
  teamId: string | null;
  private: boolean;
  state: 'pledged' | 'received';
  idempotencyKey: string | null;
  recordedBy: string | null;
}

const HISTORY = `COALESCE((
    SELECT json_agg(json_build_object('action', h.action, 'by', h.by_user, 'at', to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'reason', h.reason) ORDER BY h.id)
    FROM ledger_history h WHERE h.entry_id = e.id), '[]'::json) AS history`;
const WITH_HISTORY = `SELECT e.*, ${HISTORY} FROM ledger_entries e`;
// A gift paid by card online keeps what is left to refund in card_gifts (the fundraising module's own table).
const REFUNDABLE = `(SELECT g.amount_cents - g.refunded_cents FROM card_gifts g WHERE g.tournament_id = e.tournament_id AND g.ledger_entry_id = e.id AND g.state = 'paid') AS refundable_cents`;

const NEW_ENTRY_PARAMS = {
  tournamentId: 'uuid',
  kind: 'text',
  amountCents: 'bigint',
  donorName: 'text',
  anonymous: 'boolean',
  contactEmail: 'text',
  method: 'text',
  publicMessage: 'text',
  privateNote: 'text',
  teamId: 'uuid',
  private: 'boolean',
  state: 'text',
  idempotencyKey: 'text',
  recordedBy: 'text',
} as const;
const INSERT_ENTRY = new NamedStatement<typeof NEW_ENTRY_PARAMS, { id: string }>('ledger-entry-insert', NEW_ENTRY_PARAMS, (refs) => {
  const values = Object.keys(NEW_ENTRY_PARAMS).map((name) => refs[name as keyof typeof NEW_ENTRY_PARAMS]);
  return `
  WITH entry AS (
    INSERT INTO ledger_entries (tournament_id, kind, amount_cents, donor_name, anonymous, contact_email, method, public_message,
      private_note, team_id, private, state, idempotency_key, recorded_by)
    VALUES (${values.join(', ')})
    RETURNING id, recorded_by, recorded_at)
  INSERT INTO ledger_history (entry_id, action, by_user, at) SELECT id, 'recorded', recorded_by, recorded_at FROM entry
  RETURNING entry_id AS id`;
});

const ENTRY = new NamedStatement<{ tournamentId: 'uuid'; id: 'uuid' }, LedgerRow>(
  'ledger-entry',
  { tournamentId: 'uuid', id: 'uuid' },
  ({ tournamentId, id }) => `${WITH_HISTORY} WHERE e.tournament_id = ${tournamentId} AND e.id = ${id}`,
);
const ENTRY_FOR_UPDATE = ENTRY.locking('FOR UPDATE OF e');
const ENTRY_BY_KEY = new NamedStatement<{ tournamentId: 'uuid'; key: 'text' }, LedgerRow>(
  'ledger-entry-by-key',
  { tournamentId: 'uuid', key: 'text' },
  ({ tournamentId, key }) => `${WITH_HISTORY} WHERE e.tournament_id = ${tournamentId} AND e.idempotency_key = ${key}`,
);

const CHANGE_STATE = new NamedStatement<{ id: 'uuid'; state: 'text'; method: 'text'; reason: 'text' }, never>(
  'ledger-entry-change-state',
  { id: 'uuid', state: 'text', method: 'text', reason: 'text' },
  ({ id, state, method, reason }) =>
    `UPDATE ledger_entries SET state = ${state}, method = COALESCE(${method}, method), void_reason = CASE WHEN ${state} = 'void' THEN ${reason} ELSE void_reason END WHERE id = ${id}`,
);
const ADD_HISTORY = new NamedStatement<{ id: 'uuid'; action: 'text'; by: 'text'; reason: 'text' }, never>(
  'ledger-history-insert',
  { id: 'uuid', action: 'text', by: 'text', reason: 'text' },
  ({ id, action, by, reason }) => `INSERT INTO ledger_history (entry_id, action, by_user, reason) VALUES (${id}, ${action}, ${by}, ${reason})`,
);

const LIST = new NamedStatement<{ tournamentId: 'uuid'; kind: 'text'; state: 'text'; method: 'text'; teamId: 'uuid' }, LedgerRow>(
  'ledger-list',
  { tournamentId: 'uuid', kind: 'text', state: 'text', method: 'text', teamId: 'uuid' },
  (p) => `SELECT e.*, ${HISTORY}, ${REFUNDABLE} FROM ledger_entries e
       WHERE e.tournament_id = ${p.tournamentId} AND (${p.kind} IS NULL OR e.kind = ${p.kind}) AND (${p.state} IS NULL OR e.state = ${p.state})
         AND (${p.method} IS NULL OR e.method = ${p.method}) AND (${p.teamId} IS NULL OR e.team_id = ${p.teamId})
       ORDER BY e.recorded_at DESC, e.id`,
);

const RECEIVED_CENTS = new NamedStatement<{ tournamentId: 'uuid' }, { total: number }>(
  'ledger-received-cents',
  { tournamentId: 'uuid' },
  ({ tournamentId }) =>
    `SELECT COALESCE(SUM(amount_cents), 0)::bigint AS total FROM ledger_entries WHERE tournament_id = ${tournamentId} AND state = 'received'`,
);

const publicGifts = (order: 'latest' | 'largest', orderBy: string) =>
  new NamedStatement<{ tournamentId: 'uuid'; limit: 'integer' }, LedgerRow>(
    `ledger-public-gifts-${order}`,
    { tournamentId: 'uuid', limit: 'integer' },
    ({ tournamentId, limit }) => `
  SELECT e.*, '[]'::json AS history FROM ledger_entries e
       WHERE e.tournament_id = ${tournamentId} AND e.kind IN ('donation', 'pledge-payment') AND e.state <> 'void' AND NOT e.private
       ORDER BY ${orderBy} LIMIT ${limit}`,
  );
const PUBLIC_GIFTS = {
  latest: publicGifts('latest', 'e.recorded_at DESC, e.id'),
  largest: publicGifts('largest', 'e.amount_cents DESC, e.recorded_at DESC, e.id'),
};

const RECEIVED_BY_TEAM = new NamedStatement<{ tournamentId: 'uuid' }, { team_id: string; cents: number }>(
  'ledger-received-by-team',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `
  SELECT team_id, SUM(amount_cents)::bigint AS cents FROM ledger_entries
       WHERE tournament_id = ${tournamentId} AND state = 'received' AND team_id IS NOT NULL
       GROUP BY team_id ORDER BY cents DESC, team_id`,
);

/** The ledger_entries and ledger_history tables: entries are inserted once, then only their state moves. */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(entry: NewLedgerEntry, manager: EntityManager): Promise<LedgerRow> {
    const [inserted] = await INSERT_ENTRY.rows(manager, entry);
    return (await this.find(entry.tournamentId, inserted!.id, manager))!;
  }

  async find(tournamentId: string, id: string, manager: EntityManager = this.dataSource.manager, { lock = false } = {}): Promise<LedgerRow | null> {
    const [row] = await (lock ? ENTRY_FOR_UPDATE : ENTRY).rows(manager, { tournamentId, id });
    return row ?? null;
  }

  async findByKey(tournamentId: string, key: string, manager: EntityManager): Promise<LedgerRow | null> {
    const [row] = await ENTRY_BY_KEY.rows(manager, { tournamentId, key });
    return row ?? null;
  }

  /** Moves an entry to a new state and writes the change to its trail. */
  async changeState(
    id: string,
    change: { state: 'received' | 'void'; method?: PaymentMethod; reason?: string; by: string },
    manager: EntityManager,
  ): Promise<void> {
    const reason = change.reason ?? null;
    await CHANGE_STATE.run(manager, { id, state: change.state, method: change.method ?? null, reason });
    await ADD_HISTORY.run(manager, { id, action: change.state === 'void' ? 'voided' : 'received', by: change.by, reason });
  }

  list(tournamentId: string, filters: LedgerQuery): Promise<LedgerRow[]> {
    const { kind = null, state = null, method = null, teamId = null } = filters;
    return LIST.rows(this.dataSource.manager, { tournamentId, kind, state, method, teamId });
  }

  /** Sum of the received entries, in cents. */
  async receivedCents(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await RECEIVED_CENTS.rows(manager, { tournamentId });
    return row?.total ?? 0;
  }

  /** Gifts (donations and pledge payments) anyone may see: not private, not void; the newest or the largest first. */
  publicGifts(tournamentId: string, order: 'latest' | 'largest', limit: number): Promise<LedgerRow[]> {
    return PUBLIC_GIFTS[order].rows(this.dataSource.manager, { tournamentId, limit });
  }

  /** Received cents credited to each team, largest first. */
  receivedByTeam(tournamentId: string): Promise<Array<{ team_id: string; cents: number }>> {
    return RECEIVED_BY_TEAM.rows(this.dataSource.manager, { tournamentId });
  }
}
