import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import type { TestApp } from '../../support/test-app';

export const stripeWebhookSecret = 'whsec_fairwaytestsecret0123456789';
export const stripeSecretKey = 'sk_test_fairwayfake0123456789';

export const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

export interface SendOptions {
  id?: string;
  secret?: string;
  /** Seconds since the epoch the signature claims (Stripe's t=). */
  timestamp?: number;
  /** Changes the body after it was signed. */
  tamper?: (payload: string) => string;
  signature?: string | null;
  contentType?: string;
}

/** A Stripe event as Stripe sends it: the JSON body, signed with the SDK's test-header helper. */
export function sendStripeEvent(testApp: TestApp, type: string, object: Record<string, unknown>, options: SendOptions = {}) {
  const payload = JSON.stringify({
    id: options.id ?? eventId(),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? stripeWebhookSecret, timestamp: options.timestamp });
  const call = request(testApp.http)
    .post('/api/payments/webhook')
    .set('Content-Type', options.contentType ?? 'application/json; charset=utf-8');
  if (options.signature !== null) call.set('Stripe-Signature', options.signature ?? header);
  return call.send(options.tamper ? options.tamper(payload) : payload);
}

export const completedSession = (sessionId: string, paymentIntent: string, email = 'payer@example.org') => ({
  id: sessionId,
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  payment_intent: paymentIntent,
  customer_details: { email },
});

export const expiredSession = (sessionId: string) => ({
  id: sessionId,
  object: 'checkout.session',
  status: 'expired',
  payment_status: 'unpaid',
  payment_intent: null,
});

export const refundedCharge = (paymentIntent: string, amount: number, refunded: number) => ({
  id: `ch_${paymentIntent.slice(3)}`,
  object: 'charge',
  amount,
  amount_refunded: refunded,
  refunded: refunded === amount,
  payment_intent: paymentIntent,
});
