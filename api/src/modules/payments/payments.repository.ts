import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CheckoutState, PaymentLineItem, PaymentProviderName, PaymentPurpose } from '@fairway/contracts/payment';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

/** A checkout as the verified webhook events left it. */
export interface CheckoutRow {
  sessionId: string;
  provider: PaymentProviderName;
  tournamentId: string;
  purpose: PaymentPurpose;
  referenceId: string;
  amountCents: number;
  state: CheckoutState;
  refundedCents: number;
  expiresAt: Date;
  paymentIntentId: string | null;
  payerEmail: string | null;
}

export interface RefundRow {
  id: string;
  amountCents: number;
  reason: string;
  requestedByUid: string | null;
  requestedByName: string | null;
  state: 'requested' | 'sent' | 'failed' | 'applied';
}

export type EventResult = 'applied' | 'ignored' | 'held' | 'unmatched';

const CHECKOUT_COLUMNS = `session_id AS "sessionId", provider, tournament_id AS "tournamentId", purpose, reference_id AS "referenceId",
  amount_cents AS "amountCents", state, refunded_cents AS "refundedCents", expires_at AS "expiresAt",
  payment_intent_id AS "paymentIntentId", payer_email AS "payerEmail"`;

const INSERT_CHECKOUT = new NamedStatement<
  {
    sessionId: 'text';
    provider: 'text';
    tournamentId: 'uuid';
    purpose: 'text';
    referenceId: 'text';
    amountCents: 'integer';
    lineItems: 'jsonb';
    customerEmail: 'text';
    expiresAt: 'timestamptz';
  },
  never
>(
  'payment-checkout-insert',
  {
    sessionId: 'text',
    provider: 'text',
    tournamentId: 'uuid',
    purpose: 'text',
    referenceId: 'text',
    amountCents: 'integer',
    lineItems: 'jsonb',
    customerEmail: 'text',
    expiresAt: 'timestamptz',
  },
  (r) => `INSERT INTO payment_checkouts (session_id, provider, tournament_id, purpose, reference_id, amount_cents, line_items, customer_email, expires_at)
    VALUES (${r.sessionId}, ${r.provider}, ${r.tournamentId}, ${r.purpose}, ${r.referenceId}, ${r.amountCents}, ${r.lineItems}, ${r.customerEmail}, ${r.expiresAt})`,
);

const CHECKOUT = new NamedStatement<{ sessionId: 'text' }, CheckoutRow>(
  'payment-checkout',
  { sessionId: 'text' },
  ({ sessionId }) => `SELECT ${CHECKOUT_COLUMNS} FROM payment_checkouts WHERE session_id = ${sessionId}`,
);
const CHECKOUT_FOR_UPDATE = CHECKOUT.locking('FOR UPDATE');

const CHECKOUT_BY_PAYMENT_FOR_UPDATE = new NamedStatement<{ paymentIntentId: 'text' }, CheckoutRow>(
  'payment-checkout-by-payment',
  { paymentIntentId: 'text' },
  ({ paymentIntentId }) => `SELECT ${CHECKOUT_COLUMNS} FROM payment_checkouts WHERE payment_intent_id = ${paymentIntentId} FOR UPDATE`,
);

const SAVE_CHECKOUT_STATE = new NamedStatement<
  { sessionId: 'text'; state: 'text'; refundedCents: 'integer'; paymentIntentId: 'text'; payerEmail: 'text' },
  never
>(
  'payment-checkout-save-state',
  { sessionId: 'text', state: 'text', refundedCents: 'integer', paymentIntentId: 'text', payerEmail: 'text' },
  (r) => `UPDATE payment_checkouts SET state = ${r.state}, refunded_cents = ${r.refundedCents},
    payment_intent_id = COALESCE(payment_intent_id, ${r.paymentIntentId}), payer_email = COALESCE(payer_email, ${r.payerEmail}),
    paid_at = CASE WHEN ${r.state} = 'paid' AND paid_at IS NULL THEN now() ELSE paid_at END,
    expired_at = CASE WHEN ${r.state} = 'expired' THEN now() ELSE expired_at END,
    updated_at = now()
    WHERE session_id = ${r.sessionId}`,
);

const LOCK_PAYMENT = new NamedStatement<{ paymentIntentId: 'text' }, never>(
  'payment-lock-intent',
  { paymentIntentId: 'text' },
  ({ paymentIntentId }) => `SELECT pg_advisory_xact_lock(hashtext('payment:' || ${paymentIntentId}))`,
);

const INSERT_EVENT = new NamedStatement<
  { eventId: 'text'; type: 'text'; sessionId: 'text'; paymentIntentId: 'text'; refundedCents: 'integer' },
  { eventId: string }
>(
  'payment-event-insert',
  { eventId: 'text', type: 'text', sessionId: 'text', paymentIntentId: 'text', refundedCents: 'integer' },
  (r) => `INSERT INTO payment_events (event_id, type, session_id, payment_intent_id, refunded_cents, result)
    VALUES (${r.eventId}, ${r.type}, ${r.sessionId}, ${r.paymentIntentId}, ${r.refundedCents}, 'ignored')
    ON CONFLICT (event_id) DO NOTHING RETURNING event_id AS "eventId"`,
);

const SET_EVENT_RESULT = new NamedStatement<{ eventId: 'text'; result: 'text'; sessionId: 'text' }, never>(
  'payment-event-result',
  { eventId: 'text', result: 'text', sessionId: 'text' },
  (r) => `UPDATE payment_events SET result = ${r.result}, session_id = COALESCE(session_id, ${r.sessionId}) WHERE event_id = ${r.eventId}`,
);

const HELD_REFUND = new NamedStatement<{ paymentIntentId: 'text' }, { eventId: string; refundedCents: number }>(
  'payment-held-refund',
  { paymentIntentId: 'text' },
  ({ paymentIntentId }) => `SELECT event_id AS "eventId", refunded_cents AS "refundedCents" FROM payment_events
    WHERE payment_intent_id = ${paymentIntentId} AND result = 'held' ORDER BY refunded_cents DESC, received_at LIMIT 1`,
);

const RELEASE_HELD = new NamedStatement<{ paymentIntentId: 'text'; sessionId: 'text' }, never>(
  'payment-release-held',
  { paymentIntentId: 'text', sessionId: 'text' },
  (r) => `UPDATE payment_events SET result = 'applied', session_id = ${r.sessionId} WHERE payment_intent_id = ${r.paymentIntentId} AND result = 'held'`,
);

const INSERT_REFUND = new NamedStatement<
  { sessionId: 'text'; amountCents: 'integer'; reason: 'text'; requestedByUid: 'text'; requestedByName: 'text' },
  { id: string }
>(
  'payment-refund-insert',
  { sessionId: 'text', amountCents: 'integer', reason: 'text', requestedByUid: 'text', requestedByName: 'text' },
  (r) => `INSERT INTO payment_refunds (session_id, amount_cents, reason, requested_by_uid, requested_by_name)
    VALUES (${r.sessionId}, ${r.amountCents}, ${r.reason}, ${r.requestedByUid}, ${r.requestedByName}) RETURNING id`,
);

const SET_REFUND_STATE = new NamedStatement<{ id: 'uuid'; state: 'text'; providerRefundId: 'text'; appliedEventId: 'text' }, never>(
  'payment-refund-state',
  { id: 'uuid', state: 'text', providerRefundId: 'text', appliedEventId: 'text' },
  (r) => `UPDATE payment_refunds SET state = ${r.state}, provider_refund_id = COALESCE(${r.providerRefundId}, provider_refund_id),
    applied_event_id = COALESCE(${r.appliedEventId}, applied_event_id) WHERE id = ${r.id}`,
);

const OPEN_REFUNDS = new NamedStatement<{ sessionId: 'text' }, RefundRow>(
  'payment-open-refunds',
  { sessionId: 'text' },
  ({ sessionId }) => `SELECT id, amount_cents AS "amountCents", reason, requested_by_uid AS "requestedByUid", requested_by_name AS "requestedByName", state
    FROM payment_refunds WHERE session_id = ${sessionId} AND state IN ('requested', 'sent') ORDER BY created_at, id`,
);

/** The payment_checkouts, payment_events and payment_refunds tables. Every method runs in the caller's transaction when given its manager. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insertCheckout(
    manager: EntityManager,
    row: Omit<CheckoutRow, 'state' | 'refundedCents' | 'paymentIntentId' | 'payerEmail'> & { lineItems: PaymentLineItem[]; customerEmail: string | null },
  ): Promise<void> {
    await INSERT_CHECKOUT.run(manager, {
      sessionId: row.sessionId,
      provider: row.provider,
      tournamentId: row.tournamentId,
      purpose: row.purpose,
      referenceId: row.referenceId,
      amountCents: row.amountCents,
      lineItems: row.lineItems,
      customerEmail: row.customerEmail,
      expiresAt: row.expiresAt,
    });
  }

  /** With `lock`, the row stays locked (FOR UPDATE) until the caller's transaction ends. */
  checkout(sessionId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<CheckoutRow | undefined> {
    return (lock ? CHECKOUT_FOR_UPDATE : CHECKOUT).first(manager, { sessionId });
  }

  checkoutByPaymentForUpdate(paymentIntentId: string, manager: EntityManager): Promise<CheckoutRow | undefined> {
    return CHECKOUT_BY_PAYMENT_FOR_UPDATE.first(manager, { paymentIntentId });
  }

  async saveCheckoutState(
    manager: EntityManager,
    row: Pick<CheckoutRow, 'sessionId' | 'state' | 'refundedCents' | 'paymentIntentId' | 'payerEmail'>,
  ): Promise<void> {
    await SAVE_CHECKOUT_STATE.run(manager, row);
  }

  /** Serialises the events of one payment (a refund and its payment crossing) until the transaction ends. */
  async lockPayment(paymentIntentId: string, manager: EntityManager): Promise<void> {
    await LOCK_PAYMENT.run(manager, { paymentIntentId });
  }

  /** False when the event id is already stored (a repeat): the unique key waits for a concurrent first one to commit. */
  async storeEvent(
    manager: EntityManager,
    event: { eventId: string; type: string; sessionId: string | null; paymentIntentId: string | null; refundedCents: number | null },
  ): Promise<boolean> {
    return (await INSERT_EVENT.rows(manager, event)).length > 0;
  }

  async setEventResult(manager: EntityManager, eventId: string, result: EventResult, sessionId: string | null = null): Promise<void> {
    await SET_EVENT_RESULT.run(manager, { eventId, result, sessionId });
  }

  /** The largest refund reported for a payment before the payment itself was. */
  heldRefund(paymentIntentId: string, manager: EntityManager): Promise<{ eventId: string; refundedCents: number } | undefined> {
    return HELD_REFUND.first(manager, { paymentIntentId });
  }

  async releaseHeld(paymentIntentId: string, sessionId: string, manager: EntityManager): Promise<void> {
    await RELEASE_HELD.run(manager, { paymentIntentId, sessionId });
  }

  async insertRefund(
    manager: EntityManager,
    refund: { sessionId: string; amountCents: number; reason: string; requestedByUid: string | null; requestedByName: string | null },
  ): Promise<string> {
    const [row] = await INSERT_REFUND.rows(manager, refund);
    return row!.id;
  }

  async setRefundState(
    id: string,
    state: RefundRow['state'],
    { providerRefundId = null, appliedEventId = null }: { providerRefundId?: string | null; appliedEventId?: string | null } = {},
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await SET_REFUND_STATE.run(manager, { id, state, providerRefundId, appliedEventId });
  }

  /** Refunds asked for and not yet seen in a webhook event, oldest first. */
  openRefunds(sessionId: string, manager: EntityManager): Promise<RefundRow[]> {
    return OPEN_REFUNDS.rows(manager, { sessionId });
  }
}
