import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RegistrationKind, RegistrationMethod, RegistrationsQuery, RegistrationState } from '@fairway/contracts/registration';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { StoredAnswers } from './answers';
import type { OrderLine, PlayerRecord } from './order';
import type { PlaceCounts } from './places';

export interface RegistrationRow {
  id: string;
  tournament_id: string;
  token: string;
  client_key: string | null;
  state: RegistrationState;
  kind: RegistrationKind;
  place_units: number;
  buyer_name: string;
  buyer_email: string | null;
  /** The buyer's account when they were signed in: the team's captain is linked to it. */
  buyer_uid: string | null;
  team_name: string | null;
  team_answers: StoredAnswers;
  players: PlayerRecord[];
  sponsor_name: string | null;
  lines: OrderLine[];
  promo_code_id: string | null;
  promo_code: string | null;
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  fair_market_value_cents: number;
  refunded_cents: number;
  method: RegistrationMethod;
  checkout_session_id: string | null;
  checkout_url: string | null;
  hold_expires_at: Date | null;
  offer_expires_at: Date | null;
  waitlisted_at: Date | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  team_id: string | null;
  sponsor_id: string | null;
  ledger_entry_ids: string[];
  note: string | null;
  recorded_by: string | null;
  created_at: Date;
}

/** What a new registration holds; the database fills its id and times. */
export type NewRegistration = Omit<RegistrationRow, 'id' | 'created_at'>;

/** What changes over a registration's life; `save` writes all of it. */
type Mutable = Pick<
  RegistrationRow,
  | 'state'
  | 'checkout_session_id'
  | 'checkout_url'
  | 'hold_expires_at'
  | 'offer_expires_at'
  | 'paid_at'
  | 'cancelled_at'
  | 'refunded_cents'
  | 'method'
  | 'team_id'
  | 'sponsor_id'
  | 'ledger_entry_ids'
  | 'note'
  | 'recorded_by'
>;

type Tournament = { tournamentId: 'uuid' };

/** What holds a place (or stock) until its time: an open checkout, an offer from the waitlist; once past it, nothing. */
const HOLDING = `((state = 'pending-payment' AND hold_expires_at > now()) OR (state = 'offered' AND offer_expires_at > now()))`;
const DUE = `((state = 'pending-payment' AND hold_expires_at <= now()) OR (state = 'offered' AND offer_expires_at <= now()))`;

const NEW_FIELDS = {
  tournamentId: 'uuid',
  token: 'text',
  clientKey: 'uuid',
  state: 'text',
  kind: 'text',
  placeUnits: 'integer',
  buyerName: 'text',
  buyerEmail: 'text',
  buyerUid: 'text',
  teamName: 'text',
  teamAnswers: 'jsonb',
  players: 'jsonb',
  sponsorName: 'text',
  lines: 'jsonb',
  promoCodeId: 'uuid',
  promoCode: 'text',
  subtotalCents: 'integer',
  discountCents: 'integer',
  feeCents: 'integer',
  totalCents: 'integer',
  fairMarketValueCents: 'integer',
  method: 'text',
  holdExpiresAt: 'timestamptz',
  waitlistedAt: 'timestamptz',
  recordedBy: 'text',
} as const;
const INSERT = new NamedStatement<typeof NEW_FIELDS, RegistrationRow>(
  'registration-insert',
  NEW_FIELDS,
  (refs) => `INSERT INTO registrations (tournament_id, token, client_key, state, kind, place_units, buyer_name, buyer_email, buyer_uid, team_name, team_answers,
         players, sponsor_name, lines, promo_code_id, promo_code, subtotal_cents, discount_cents, fee_cents, total_cents, fair_market_value_cents, method,
         hold_expires_at, waitlisted_at, recorded_by)
       VALUES (${refs.tournamentId}, ${refs.token}, ${refs.clientKey}, ${refs.state}, ${refs.kind}, ${refs.placeUnits}, ${refs.buyerName}, ${refs.buyerEmail},
         ${refs.buyerUid}, ${refs.teamName}, ${refs.teamAnswers}, ${refs.players}, ${refs.sponsorName}, ${refs.lines}, ${refs.promoCodeId}, ${refs.promoCode}, ${refs.subtotalCents},
         ${refs.discountCents}, ${refs.feeCents}, ${refs.totalCents}, ${refs.fairMarketValueCents}, ${refs.method}, ${refs.holdExpiresAt}, ${refs.waitlistedAt},
         ${refs.recordedBy})
       RETURNING *`,
);
const MUTABLE_FIELDS = {
  id: 'uuid',
  state: 'text',
  sessionId: 'text',
  checkoutUrl: 'text',
  holdExpiresAt: 'timestamptz',
  offerExpiresAt: 'timestamptz',
  paidAt: 'timestamptz',
  cancelledAt: 'timestamptz',
  refundedCents: 'integer',
  method: 'text',
  teamId: 'uuid',
  sponsorId: 'uuid',
  ledgerEntryIds: 'uuid[]',
  note: 'text',
  recordedBy: 'text',
} as const;
const SAVE = new NamedStatement<typeof MUTABLE_FIELDS, RegistrationRow>(
  'registration-save',
  MUTABLE_FIELDS,
  (refs) => `UPDATE registrations SET state = ${refs.state}, checkout_session_id = ${refs.sessionId}, checkout_url = ${refs.checkoutUrl},
         hold_expires_at = ${refs.holdExpiresAt}, offer_expires_at = ${refs.offerExpiresAt}, paid_at = ${refs.paidAt}, cancelled_at = ${refs.cancelledAt},
         refunded_cents = ${refs.refundedCents}, method = ${refs.method}, team_id = ${refs.teamId}, sponsor_id = ${refs.sponsorId},
         ledger_entry_ids = ${refs.ledgerEntryIds}, note = ${refs.note}, recorded_by = ${refs.recordedBy}, updated_at = now()
       WHERE id = ${refs.id} RETURNING *`,
);

const SET_CHECKOUT = new NamedStatement<{ id: 'uuid'; sessionId: 'text'; checkoutUrl: 'text' }, never>(
  'registration-set-checkout',
  { id: 'uuid', sessionId: 'text', checkoutUrl: 'text' },
  ({ id, sessionId, checkoutUrl }) =>
    `UPDATE registrations SET checkout_session_id = ${sessionId}, checkout_url = ${checkoutUrl}, updated_at = now() WHERE id = ${id}`,
);
const REMOVE = new NamedStatement<{ id: 'uuid' }, never>(
  'registration-remove',
  { id: 'uuid' },
  ({ id }) => `DELETE FROM registrations WHERE id = ${id} AND state = 'pending-payment' AND checkout_session_id IS NULL`,
);

const BY_ID = new NamedStatement<Tournament & { id: 'uuid' }, RegistrationRow>(
  'registration',
  { tournamentId: 'uuid', id: 'uuid' },
  ({ tournamentId, id }) => `SELECT * FROM registrations WHERE tournament_id = ${tournamentId} AND id = ${id}`,
);
const BY_REFERENCE = new NamedStatement<{ id: 'uuid' }, RegistrationRow>(
  'registration-by-reference',
  { id: 'uuid' },
  ({ id }) => `SELECT * FROM registrations WHERE id = ${id}`,
);
const BY_TOKEN = new NamedStatement<{ token: 'text' }, RegistrationRow>(
  'registration-by-token',
  { token: 'text' },
  ({ token }) => `SELECT * FROM registrations WHERE token = ${token}`,
);
const BY_CLIENT_KEY = new NamedStatement<Tournament & { clientKey: 'uuid' }, RegistrationRow>(
  'registration-by-client-key',
  { tournamentId: 'uuid', clientKey: 'uuid' },
  ({ tournamentId, clientKey }) => `SELECT * FROM registrations WHERE tournament_id = ${tournamentId} AND client_key = ${clientKey}`,
);

/** The paid registration that made a team, locked: a teammate's details are added to it one join at a time. */
const PAID_BY_TEAM = new NamedStatement<{ teamId: 'uuid' }, RegistrationRow>(
  'registration-paid-by-team',
  { teamId: 'uuid' },
  ({ teamId }) => `SELECT * FROM registrations WHERE team_id = ${teamId} AND state = 'paid' ORDER BY paid_at LIMIT 1 FOR UPDATE`,
);
const SET_PLAYERS = new NamedStatement<{ id: 'uuid'; players: 'jsonb' }, never>(
  'registration-set-players',
  { id: 'uuid', players: 'jsonb' },
  ({ id, players }) => `UPDATE registrations SET players = ${players}, updated_at = now() WHERE id = ${id}`,
);

const COUNTS = new NamedStatement<Tournament, PlaceCounts>(
  'registration-place-counts',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT COALESCE(sum(place_units) FILTER (WHERE state = 'paid'), 0)::int AS "takenUnits",
         COALESCE(sum(place_units) FILTER (WHERE ${HOLDING}), 0)::int AS "heldUnits",
         count(*) FILTER (WHERE state = 'waitlisted')::int AS waitlisted
       FROM registrations WHERE tournament_id = ${tournamentId}`,
);
/** Items per product: bought (paid), held by open checkouts and offers, and on any registration at all. */
const PRODUCT_COUNTS = new NamedStatement<Tournament, { product_id: string; sold: number; held: number; used: number }>(
  'registration-product-counts',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT l.value->>'productId' AS product_id,
         COALESCE(sum((l.value->>'quantity')::int) FILTER (WHERE state = 'paid'), 0)::int AS sold,
         COALESCE(sum((l.value->>'quantity')::int) FILTER (WHERE ${HOLDING}), 0)::int AS held,
         count(*)::int AS used
       FROM registrations r CROSS JOIN LATERAL jsonb_array_elements(r.lines) l
       WHERE r.tournament_id = ${tournamentId} GROUP BY 1`,
);
const EXPIRE_DUE = new NamedStatement<Tournament & { note: 'text' }, RegistrationRow>(
  'registration-expire-due',
  { tournamentId: 'uuid', note: 'text' },
  ({ tournamentId, note }) => `UPDATE registrations SET state = 'expired', note = ${note}, updated_at = now()
       WHERE tournament_id = ${tournamentId} AND ${DUE} RETURNING *`,
);
const WAITLIST = new NamedStatement<Tournament, RegistrationRow>(
  'registration-waitlist',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT * FROM registrations WHERE tournament_id = ${tournamentId} AND state = 'waitlisted' ORDER BY waitlisted_at, id`,
);
const TOURNAMENTS_DUE = new NamedStatement<Record<string, never>, { tournament_id: string }>(
  'registration-tournaments-due',
  {},
  () => `SELECT DISTINCT tournament_id FROM registrations WHERE ${DUE}`,
);
const LIST = new NamedStatement<Tournament & { state: 'text'; kind: 'text'; search: 'text' }, RegistrationRow>(
  'registrations',
  { tournamentId: 'uuid', state: 'text', kind: 'text', search: 'text' },
  ({ tournamentId, state, kind, search }) => `SELECT * FROM registrations WHERE tournament_id = ${tournamentId}
         AND (${state} IS NULL OR state = ${state}) AND (${kind} IS NULL OR kind = ${kind})
         AND (${search} IS NULL OR concat_ws(' ', buyer_name, buyer_email, team_name, sponsor_name, promo_code, players::text) ILIKE '%' || ${search} || '%')
       ORDER BY created_at DESC, id`,
);

const savedValues = (row: Mutable & { id: string }) => ({
  id: row.id,
  state: row.state,
  sessionId: row.checkout_session_id,
  checkoutUrl: row.checkout_url,
  holdExpiresAt: row.hold_expires_at,
  offerExpiresAt: row.offer_expires_at,
  paidAt: row.paid_at,
  cancelledAt: row.cancelled_at,
  refundedCents: row.refunded_cents,
  method: row.method,
  teamId: row.team_id,
  sponsorId: row.sponsor_id,
  ledgerEntryIds: row.ledger_entry_ids,
  note: row.note,
  recordedBy: row.recorded_by,
});

/** The registrations table. */
@Injectable()
export class RegistrationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(registration: NewRegistration, manager: EntityManager): Promise<RegistrationRow> {
    const [row] = await INSERT.rows(manager, {
      tournamentId: registration.tournament_id,
      token: registration.token,
      clientKey: registration.client_key,
      state: registration.state,
      kind: registration.kind,
      placeUnits: registration.place_units,
      buyerName: registration.buyer_name,
      buyerEmail: registration.buyer_email,
      buyerUid: registration.buyer_uid,
      teamName: registration.team_name,
      teamAnswers: registration.team_answers,
      players: registration.players,
      sponsorName: registration.sponsor_name,
      lines: registration.lines,
      promoCodeId: registration.promo_code_id,
      promoCode: registration.promo_code,
      subtotalCents: registration.subtotal_cents,
      discountCents: registration.discount_cents,
      feeCents: registration.fee_cents,
      totalCents: registration.total_cents,
      fairMarketValueCents: registration.fair_market_value_cents,
      method: registration.method,
      holdExpiresAt: registration.hold_expires_at,
      waitlistedAt: registration.waitlisted_at,
      recordedBy: registration.recorded_by,
    });
    return row!;
  }

  /** Writes what changed over the registration's life (state, hold, offer, payment, refund, what it recorded). */
  async save(row: RegistrationRow, manager: EntityManager): Promise<RegistrationRow> {
    const [saved] = await SAVE.rows(manager, savedValues(row));
    return saved!;
  }

  /** The checkout opened for a held place: only these two columns, so nothing else changed meanwhile is overwritten. */
  async setCheckout(id: string, sessionId: string, checkoutUrl: string, manager: EntityManager): Promise<void> {
    await SET_CHECKOUT.run(manager, { id, sessionId, checkoutUrl });
  }

  /** A hold whose checkout could not be opened: nobody was sent to pay, so it goes as if it had never been. */
  async remove(id: string, manager: EntityManager): Promise<void> {
    await REMOVE.run(manager, { id });
  }

  /** The paid registration that made the team, locked for the caller's transaction; null for a team made otherwise. */
  async paidByTeam(teamId: string, manager: EntityManager = this.dataSource.manager): Promise<RegistrationRow | null> {
    return (await PAID_BY_TEAM.first(manager, { teamId })) ?? null;
  }

  /** Only the players column: a teammate named later filled in their details. */
  async setPlayers(id: string, players: readonly PlayerRecord[], manager: EntityManager): Promise<void> {
    await SET_PLAYERS.run(manager, { id, players });
  }

  async find(tournamentId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<RegistrationRow | null> {
    return (await BY_ID.first(manager, { tournamentId, id })) ?? null;
  }

  /** A payment's reference: the registration's id, whichever tournament. */
  async byReference(id: string, manager: EntityManager): Promise<RegistrationRow | null> {
    return (await BY_REFERENCE.first(manager, { id })) ?? null;
  }

  async byToken(token: string, manager: EntityManager = this.dataSource.manager): Promise<RegistrationRow | null> {
    return (await BY_TOKEN.first(manager, { token })) ?? null;
  }

  async byClientKey(tournamentId: string, clientKey: string, manager: EntityManager): Promise<RegistrationRow | null> {
    return (await BY_CLIENT_KEY.first(manager, { tournamentId, clientKey })) ?? null;
  }

  async counts(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<PlaceCounts> {
    return (await COUNTS.first(manager, { tournamentId })) ?? { takenUnits: 0, heldUnits: 0, waitlisted: 0 };
  }

  async productCounts(
    tournamentId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, { sold: number; held: number; used: number }>> {
    const rows = await PRODUCT_COUNTS.rows(manager, { tournamentId });
    return new Map(rows.map((row) => [row.product_id, { sold: row.sold, held: row.held, used: row.used }]));
  }

  /** Open checkouts and offers whose time has passed become expired; the rows they were. */
  expireDue(tournamentId: string, note: string, manager: EntityManager): Promise<RegistrationRow[]> {
    return EXPIRE_DUE.rows(manager, { tournamentId, note });
  }

  waitlist(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<RegistrationRow[]> {
    return WAITLIST.rows(manager, { tournamentId });
  }

  async tournamentsDue(): Promise<string[]> {
    return (await TOURNAMENTS_DUE.rows(this.dataSource.manager, {})).map((row) => row.tournament_id);
  }

  list(tournamentId: string, filters: RegistrationsQuery): Promise<RegistrationRow[]> {
    return LIST.rows(this.dataSource.manager, { tournamentId, state: filters.state ?? null, kind: filters.kind ?? null, search: filters.search || null });
  }
}
