import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement, type ParamValues } from '../../../database/named-statement';

/** A row of card_gifts. */
export interface CardGiftRow {
  id: string;
  tournament_id: string;
  token: string;
  amount_cents: number;
  donor_name: string | null;
  anonymous: boolean;
  contact_email: string | null;
  public_message: string | null;
  team_id: string | null;
  state: 'pending' | 'paid' | 'expired' | 'refunded';
  refunded_cents: number;
  session_id: string | null;
  checkout_url: string | null;
  ledger_entry_id: string | null;
  paid_at: Date | null;
  created_at: Date;
}

const NEW_PARAMS = {
  id: 'uuid',
  tournamentId: 'uuid',
  token: 'text',
  amountCents: 'integer',
  donorName: 'text',
  anonymous: 'boolean',
  contactEmail: 'text',
  publicMessage: 'text',
  teamId: 'uuid',
} as const;
const INSERT = new NamedStatement<typeof NEW_PARAMS, CardGiftRow>(
  'card-gift-insert',
  NEW_PARAMS,
  (p) => `INSERT INTO card_gifts (id, tournament_id, token, amount_cents, donor_name, anonymous, contact_email, public_message, team_id)
    VALUES (${p.id}, ${p.tournamentId}, ${p.token}, ${p.amountCents}, ${p.donorName}, ${p.anonymous}, ${p.contactEmail}, ${p.publicMessage}, ${p.teamId})
    ON CONFLICT (id) DO NOTHING RETURNING *`,
);
const BY_ID = new NamedStatement<{ id: 'uuid' }, CardGiftRow>('card-gift-by-id', { id: 'uuid' }, ({ id }) => `SELECT * FROM card_gifts WHERE id = ${id}`);
const BY_ID_FOR_UPDATE = BY_ID.locking('FOR UPDATE');
const BY_TOKEN = new NamedStatement<{ token: 'text' }, CardGiftRow>(
  'card-gift-by-token',
  { token: 'text' },
  ({ token }) => `SELECT * FROM card_gifts WHERE token = ${token}`,
);
const BY_LEDGER_ENTRY = new NamedStatement<{ tournamentId: 'uuid'; entryId: 'uuid' }, CardGiftRow>(
  'card-gift-by-ledger-entry',
  { tournamentId: 'uuid', entryId: 'uuid' },
  ({ tournamentId, entryId }) => `SELECT * FROM card_gifts WHERE tournament_id = ${tournamentId} AND ledger_entry_id = ${entryId}`,
);
const SET_CHECKOUT = new NamedStatement<{ id: 'uuid'; sessionId: 'text'; url: 'text' }, never>(
  'card-gift-set-checkout',
  { id: 'uuid', sessionId: 'text', url: 'text' },
  ({ id, sessionId, url }) => `UPDATE card_gifts SET session_id = ${sessionId}, checkout_url = ${url} WHERE id = ${id}`,
);
const SAVE_OUTCOME = new NamedStatement<{ id: 'uuid'; state: 'text'; refundedCents: 'integer'; ledgerEntryId: 'uuid'; paidAt: 'timestamptz' }, never>(
  'card-gift-save-outcome',
  { id: 'uuid', state: 'text', refundedCents: 'integer', ledgerEntryId: 'uuid', paidAt: 'timestamptz' },
  (p) => `UPDATE card_gifts SET state = ${p.state}, refunded_cents = ${p.refundedCents}, ledger_entry_id = ${p.ledgerEntryId}, paid_at = ${p.paidAt}
    WHERE id = ${p.id}`,
);

export type NewCardGift = ParamValues<typeof NEW_PARAMS>;

/** One donor's received gifts of a tournament, by e-mail address (what a refund took back left out). */
export interface DonorGiftsRow {
  email: string;
  name: string | null;
  giftCents: number;
  /** The newest card gift's receipt token; null when they gave by cash or cheque only. */
  receiptToken: string | null;
}

const DONORS = new NamedStatement<{ tournamentId: 'uuid' }, DonorGiftsRow>(
  'card-gift-donors',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `
  WITH gifts AS (
    SELECT lower(trim(e.contact_email)) AS email, e.donor_name, e.amount_cents - COALESCE(g.refunded_cents, 0) AS cents, g.token,
           COALESCE(g.paid_at, e.recorded_at) AS at
      FROM ledger_entries e LEFT JOIN card_gifts g ON g.ledger_entry_id = e.id
     WHERE e.tournament_id = ${tournamentId} AND e.kind = 'donation' AND e.state = 'received' AND trim(COALESCE(e.contact_email, '')) <> '')
  SELECT email, (array_agg(donor_name ORDER BY at DESC) FILTER (WHERE donor_name IS NOT NULL))[1] AS name, SUM(cents)::integer AS "giftCents",
         (array_agg(token ORDER BY at DESC) FILTER (WHERE token IS NOT NULL))[1] AS "receiptToken"
    FROM gifts GROUP BY email HAVING SUM(cents) > 0 ORDER BY email`,
);

/** The card_gifts table: a gift waiting for its card payment, then what the payment's outcome made of it. */
@Injectable()
export class CardGiftRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inserts the gift; undefined when its id was already taken (a retried submission). */
  insert(gift: NewCardGift, manager: EntityManager): Promise<CardGiftRow | undefined> {
    return INSERT.first(manager, gift);
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager, { lock = false } = {}): Promise<CardGiftRow | null> {
    return (await (lock ? BY_ID_FOR_UPDATE : BY_ID).first(manager, { id })) ?? null;
  }

  async byToken(token: string): Promise<CardGiftRow | null> {
    return (await BY_TOKEN.first(this.dataSource.manager, { token })) ?? null;
  }

  async byLedgerEntry(tournamentId: string, entryId: string): Promise<CardGiftRow | null> {
    return (await BY_LEDGER_ENTRY.first(this.dataSource.manager, { tournamentId, entryId })) ?? null;
  }

  async setCheckout(id: string, sessionId: string, url: string, manager: EntityManager): Promise<void> {
    await SET_CHECKOUT.run(manager, { id, sessionId, url });
  }

  /** Every donor of the tournament with an e-mail address and what they gave (received gifts, in the ledger). */
  donors(tournamentId: string): Promise<DonorGiftsRow[]> {
    return DONORS.rows(this.dataSource.manager, { tournamentId });
  }

  async saveOutcome(row: CardGiftRow, manager: EntityManager): Promise<void> {
    await SAVE_OUTCOME.run(manager, {
      id: row.id,
      state: row.state,
      refundedCents: row.refunded_cents,
      ledgerEntryId: row.ledger_entry_id,
      paidAt: row.paid_at,
    });
  }
}
