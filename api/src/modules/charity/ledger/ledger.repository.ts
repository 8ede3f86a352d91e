import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LedgerKind, LedgerQuery, LedgerState, PaymentMethod } from '@fairway/contracts/ledger';
import { DataSource, type EntityManager } from 'typeorm';

/** A row of ledger_entries with its trail, as the queries below return it. */
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

const WITH_HISTORY = `
  SELECT e.*, COALESCE((
    SELECT json_agg(json_build_object('action', h.action, 'by', h.by_user, 'at', to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'reason', h.reason) ORDER BY h.id)
    FROM ledger_history h WHERE h.entry_id = e.id), '[]'::json) AS history
  FROM ledger_entries e`;

const INSERT_ENTRY = `
  WITH entry AS (
    INSERT INTO ledger_entries (tournament_id, kind, amount_cents, donor_name, anonymous, contact_email, method, public_message,
      private_note, team_id, private, state, idempotency_key, recorded_by)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
    RETURNING id, recorded_by, recorded_at)
  INSERT INTO ledger_history (entry_id, action, by_user, at) SELECT id, 'recorded', recorded_by, recorded_at FROM entry
  RETURNING entry_id AS id`;

/** The ledger_entries and ledger_history tables: entries are inserted once, then only their state moves. */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(entry: NewLedgerEntry, manager: EntityManager): Promise<LedgerRow> {
    const [inserted]: Array<{ id: string }> = await manager.query(INSERT_ENTRY, [
      entry.tournamentId,
      entry.kind,
      entry.amountCents,
      entry.donorName,
      entry.anonymous,
      entry.contactEmail,
      entry.method,
      entry.publicMessage,
      entry.privateNote,
      entry.teamId,
      entry.private,
      entry.state,
      entry.idempotencyKey,
      entry.recordedBy,
    ]);
    return (await this.find(entry.tournamentId, inserted!.id, manager))!;
  }

  async find(tournamentId: string, id: string, manager: EntityManager = this.dataSource.manager, { lock = false } = {}): Promise<LedgerRow | null> {
    const [row]: LedgerRow[] = await manager.query(`${WITH_HISTORY} WHERE e.tournament_id = $1 AND e.id = $2${lock ? ' FOR UPDATE OF e' : ''}`, [
      tournamentId,
      id,
    ]);
    return row ?? null;
  }

  async findByKey(tournamentId: string, key: string, manager: EntityManager): Promise<LedgerRow | null> {
    const [row]: LedgerRow[] = await manager.query(`${WITH_HISTORY} WHERE e.tournament_id = $1 AND e.idempotency_key = $2`, [tournamentId, key]);
    return row ?? null;
  }

  /** Moves an entry to a new state and writes the change to its trail. */
  async changeState(
    id: string,
    change: { state: 'received' | 'void'; method?: PaymentMethod; reason?: string; by: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE ledger_entries SET state = $2, method = COALESCE($3, method), void_reason = CASE WHEN $2 = 'void' THEN $4 ELSE void_reason END WHERE id = $1`,
      [id, change.state, change.method ?? null, change.reason ?? null],
    );
    await manager.query('INSERT INTO ledger_history (entry_id, action, by_user, reason) VALUES ($1, $2, $3, $4)', [
      id,
      change.state === 'void' ? 'voided' : 'received',
      change.by,
      change.reason ?? null,
    ]);
  }

  list(tournamentId: string, filters: LedgerQuery): Promise<LedgerRow[]> {
    return this.dataSource.manager.query(
      `${WITH_HISTORY} WHERE e.tournament_id = $1 AND ($2::text IS NULL OR e.kind = $2) AND ($3::text IS NULL OR e.state = $3)
        AND ($4::text IS NULL OR e.method = $4) AND ($5::uuid IS NULL OR e.team_id = $5)
       ORDER BY e.recorded_at DESC, e.id`,
      [tournamentId, filters.kind ?? null, filters.state ?? null, filters.method ?? null, filters.teamId ?? null],
    );
  }

  /** Sum of the received entries, in cents. */
  async receivedCents(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: Array<{ total: number }> = await manager.query(
      "SELECT COALESCE(SUM(amount_cents), 0)::bigint AS total FROM ledger_entries WHERE tournament_id = $1 AND state = 'received'",
      [tournamentId],
    );
    return row?.total ?? 0;
  }

  /** Gifts (donations and pledge payments) anyone may see: not private, not void; the newest or the largest first. */
  publicGifts(tournamentId: string, order: 'latest' | 'largest', limit: number): Promise<LedgerRow[]> {
    const orderBy = order === 'latest' ? 'e.recorded_at DESC, e.id' : 'e.amount_cents DESC, e.recorded_at DESC, e.id';
    return this.dataSource.manager.query(
      `SELECT e.*, '[]'::json AS history FROM ledger_entries e
       WHERE e.tournament_id = $1 AND e.kind IN ('donation', 'pledge-payment') AND e.state <> 'void' AND NOT e.private
       ORDER BY ${orderBy} LIMIT $2`,
      [tournamentId, limit],
    );
  }

  /** Received cents credited to each team, largest first. */
  receivedByTeam(tournamentId: string): Promise<Array<{ team_id: string; cents: number }>> {
    return this.dataSource.manager.query(
      `SELECT team_id, SUM(amount_cents)::bigint AS cents FROM ledger_entries
       WHERE tournament_id = $1 AND state = 'received' AND team_id IS NOT NULL
       GROUP BY team_id ORDER BY cents DESC, team_id`,
      [tournamentId],
    );
  }
}
