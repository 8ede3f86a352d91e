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
