import { randomBytes } from 'node:crypto';
import type { TestSessionRow } from './test-checkout.repository';

/** Stripe-like ids: a prefix and 24 random letters and digits. */
export function testId(prefix: 'cs_test' | 'pi_test' | 'ch_test' | 'evt_test' | 're_test'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const letters = [...randomBytes(24)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${prefix}_${letters}`;
}

export interface TestEvent {
  id: string;
  type: string;
  payload: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function event(type: string, object: Record<string, unknown>, id = testId('evt_test')): TestEvent {
  const body = { id, object: 'event', api_version: '2026-10-28', created: seconds(new Date()), livemode: false, pending_webhooks: 1, type, data: { object } };
  return { id, type, payload: JSON.stringify(body) };
}

function sessionObject(session: TestSessionRow, status: 'complete' | 'expired') {
  return {
    id: session.sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status,
    payment_status: status === 'complete' ? 'paid' : 'unpaid',
    amount_total: session.amountCents,
    currency: 'usd',
    client_reference_id: session.metadata.referenceId ?? null,
    customer_email: session.customerEmail,
    customer_details: session.customerEmail ? { email: session.customerEmail } : null,
    expires_at: seconds(session.expiresAt),
    metadata: session.metadata,
    payment_intent: status === 'complete' ? session.paymentIntentId : null,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    livemode: false,
  };
}

/** What Stripe sends when a Checkout Session is paid. */
export const sessionCompleted = (session: TestSessionRow) => event('checkout.session.completed', sessionObject(session, 'complete'));

/** One per session, whoever notices the expiry first: a second notice is the same event. */
export const sessionExpired = (session: TestSessionRow) =>
  event('checkout.session.expired', sessionObject(session, 'expired'), `evt_test_expired_${session.sessionId.slice('cs_test_'.length)}`);

/** What Stripe sends for each refund of a charge: the charge with its cumulative amount refunded. */
export const chargeRefunded = (session: TestSessionRow) =>
  event('charge.refunded', {
    id: `ch_test_${session.paymentIntentId!.slice('pi_test_'.length)}`,
    object: 'charge',
    amount: session.amountCents,
    amount_captured: session.amountCents,
    amount_refunded: session.refundedCents,
    refunded: session.refundedCents >= session.amountCents,
    currency: 'usd',
    payment_intent: session.paymentIntentId,
    metadata: session.metadata,
    livemode: false,
  });
