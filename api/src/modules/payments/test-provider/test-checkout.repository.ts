import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentLineItem } from '@fairway/contracts/payment';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

/** The built-in test provider's side of a session: what a processor keeps (never a card number). */
export interface TestSessionRow {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  awaitingAuthentication: boolean;
  amountCents: number;
  lineItems: PaymentLineItem[];
  metadata: Record<string, string>;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  paymentIntentId: string | null;
  refundedCents: number;
}

const COLUMNS = `session_id AS "sessionId", status, awaiting_authentication AS "awaitingAuthentication", amount_cents AS "amountCents",
  line_items AS "lineItems", metadata, customer_email AS "customerEmail", success_url AS "successUrl", cancel_url AS "cancelUrl",
  expires_at AS "expiresAt", payment_intent_id AS "paymentIntentId", refunded_cents AS "refundedCents"`;

const INSERT = new NamedStatement<
  {
    sessionId: 'text';
    amountCents: 'integer';
    lineItems: 'jsonb';
    metadata: 'jsonb';
    customerEmail: 'text';
    successUrl: 'text';
    cancelUrl: 'text';
    expiresAt: 'timestamptz';
  },
  never
>(
  'payment-test-session-insert',
  {
    sessionId: 'text',
    amountCents: 'integer',
    lineItems: 'jsonb',
    metadata: 'jsonb',
    customerEmail: 'text',
    successUrl: 'text',
    cancelUrl: 'text',
    expiresAt: 'timestamptz',
  },
  (r) => `INSERT INTO payment_test_sessions (session_id, amount_cents, line_items, metadata, customer_email, success_url, cancel_url, expires_at)
    VALUES (${r.sessionId}, ${r.amountCents}, ${r.lineItems}, ${r.metadata}, ${r.customerEmail}, ${r.successUrl}, ${r.cancelUrl}, ${r.expiresAt})`,
);

const SESSION = new NamedStatement<{ sessionId: 'text' }, TestSessionRow>(
  'payment-test-session',
  { sessionId: 'text' },
  ({ sessionId }) => `SELECT ${COLUMNS} FROM payment_test_sessions WHERE session_id = ${sessionId}`,
);
const SESSION_FOR_UPDATE = SESSION.locking('FOR UPDATE');

const SESSION_BY_PAYMENT_FOR_UPDATE = new NamedStatement<{ paymentIntentId: 'text' }, TestSessionRow>(
  'payment-test-session-by-payment',
  { paymentIntentId: 'text' },
  ({ paymentIntentId }) => `SELECT ${COLUMNS} FROM payment_test_sessions WHERE payment_intent_id = ${paymentIntentId} FOR UPDATE`,
);

const SAVE = new NamedStatement<
  { sessionId: 'text'; status: 'text'; awaitingAuthentication: 'boolean'; paymentIntentId: 'text'; refundedCents: 'integer' },
  never
>(
  'payment-test-session-save',
  { sessionId: 'text', status: 'text', awaitingAuthentication: 'boolean', paymentIntentId: 'text', refundedCents: 'integer' },
  (r) => `UPDATE payment_test_sessions SET status = ${r.status}, awaiting_authentication = ${r.awaitingAuthentication},
    payment_intent_id = ${r.paymentIntentId}, refunded_cents = ${r.refundedCents} WHERE session_id = ${r.sessionId}`,
);

const EXPIRE_DUE = new NamedStatement<{ limit: 'integer' }, TestSessionRow>(
  'payment-test-sessions-expire-due',
  { limit: 'integer' },
  ({ limit }) => `UPDATE payment_test_sessions SET status = 'expired', awaiting_authentication = false
    WHERE session_id IN (SELECT session_id FROM payment_test_sessions WHERE status = 'open' AND expires_at <= now()
      ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING ${COLUMNS}`,
);

/** The payment_test_sessions table, the built-in test provider's own records. */
@Injectable()
export class TestCheckoutRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(row: Omit<TestSessionRow, 'status' | 'awaitingAuthentication' | 'paymentIntentId' | 'refundedCents'>): Promise<void> {
    await INSERT.run(this.dataSource.manager, row);
  }

  session(sessionId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<TestSessionRow | undefined> {
    return (lock ? SESSION_FOR_UPDATE : SESSION).first(manager, { sessionId });
  }

  sessionByPaymentForUpdate(paymentIntentId: string, manager: EntityManager): Promise<TestSessionRow | undefined> {
    return SESSION_BY_PAYMENT_FOR_UPDATE.first(manager, { paymentIntentId });
  }

  async save(
    row: Pick<TestSessionRow, 'sessionId' | 'status' | 'awaitingAuthentication' | 'paymentIntentId' | 'refundedCents'>,
    manager: EntityManager,
  ): Promise<void> {
    await SAVE.run(manager, row);
  }

  /** Marks open sessions past their expiry expired, each by one replica only, and answers them. */
  expireDue(limit = 100): Promise<TestSessionRow[]> {
    return EXPIRE_DUE.rows(this.dataSource.manager, { limit });
  }
}
