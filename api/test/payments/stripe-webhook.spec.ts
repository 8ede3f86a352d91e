import { paymentMessages } from '@fairway/contracts/payment-messages';
import { paymentsAvailability } from '@fairway/contracts/payment';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import { FakeStripe } from './support/fake-stripe';
import { organiser, paymentsWorld, recordOutcomes, stranger, type OutcomeRecorder } from './support/payments-harness';
import { completedSession, eventId, expiredSession, refundedCharge, sendStripeEvent, stripeSecretKey, stripeWebhookSecret } from './support/stripe-events';

describe('Stripe: Checkout Sessions through the SDK (a local fake) and its signed webhook events', () => {
  const fake = new FakeStripe();
  let testApp: TestApp;
  let recorder: OutcomeRecorder;
  let world: Awaited<ReturnType<typeof paymentsWorld>>;
  const send = (...args: Parameters<typeof sendStripeEvent> extends [unknown, ...infer Rest] ? Rest : never) => sendStripeEvent(testApp, ...args);

  /** A checkout opened and paid on Stripe's page (the fake), its completion not yet told. */
  async function paidAtStripe() {
    const { sessionId } = await world.open();
    const paymentIntent = fake.complete(sessionId).payment_intent!;
    return { sessionId, paymentIntent };
  }

  beforeAll(async () => {
    const stripeUrl = await fake.start();
    testApp = await startTestApp({
      env: { STRIPE_SECRET_KEY: stripeSecretKey, STRIPE_WEBHOOK_SECRET: stripeWebhookSecret, STRIPE_API_BASE_URL: stripeUrl },
    });
    recorder = recordOutcomes(testApp.app);
    world = await paymentsWorld(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
    await fake.stop();
  });

  it('opens a hosted Checkout Session with the server-side prices, metadata and expiry, and says Stripe is the provider', async () => {
    const availability = paymentsAvailability.parse((await request(testApp.http).get('/api/payments/availability').expect(200)).body);
    expect(availability).toEqual({ available: true, provider: 'stripe', testMode: false });
    const expiresAt = new Date(Date.now() + 45 * 60_000);
    const { sessionId, url } = await world.open({ referenceId: 'reg-42', expiresAt });
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const [created] = fake.calls('POST', /^\/v1\/checkout\/sessions$/).slice(-1);
    expect(created!.authorization).toBe(`Bearer ${stripeSecretKey}`);
    expect(created!.body).toMatchObject({
      mode: 'payment',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
      client_reference_id: 'reg-42',
      customer_email: 'captain@example.org',
      metadata: { purpose: 'registration', referenceId: 'reg-42', tournamentId: world.tournament.id },
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '40000', product_data: { name: 'Team entry (foursome)' } } },
        { quantity: '4', price_data: { currency: 'usd', unit_amount: '500', product_data: { name: 'Mulligan' } } },
      ],
    });
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'open', amountCents: 42_000 });
  });

  it('a checkout asked for less than 30 minutes or with a bad line is refused before Stripe is called', async () => {
    const before = fake.requests.length;
    await expect(world.open({ expiresAt: new Date(Date.now() + 10 * 60_000) })).rejects.toMatchObject({
      code: 'PAYMENT_INVALID_CHECKOUT',
      message: paymentMessages.expiresAt,
    });
    await expect(world.open({ lineItems: [{ name: 'Entry', amountCents: 0, quantity: 1 }] })).rejects.toMatchObject({ code: 'PAYMENT_INVALID_CHECKOUT' });
    expect(fake.requests.length).toBe(before);
  });

  it('a completed session is paid once: the same event again is a 200 that changes nothing', async () => {
    const { sessionId, paymentIntent } = await paidAtStripe();
    const id = eventId();
    const first = await send('checkout.session.completed', completedSession(sessionId, paymentIntent), { id }).expect(200);
    expect(first.body).toEqual({ received: true, result: 'applied' });
    const events = await world.events();
    const repeat = await send('checkout.session.completed', completedSession(sessionId, paymentIntent), { id }).expect(200);
    expect(repeat.body).toEqual({ received: true, result: 'duplicate' });
    await Promise.all([1, 2, 3].map(() => send('checkout.session.completed', completedSession(sessionId, paymentIntent), { id }).expect(200)));
    expect(recorder.of(sessionId).map((o) => [o.kind, o.eventId, o.providerPaymentId, o.payerEmail])).toEqual([
      ['paid', id, paymentIntent, 'payer@example.org'],
    ]);
    expect(await world.events()).toBe(events);
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'paid', paymentIntentId: paymentIntent });
  });

  it('the same event delivered ten times at once is applied once', async () => {
    const { sessionId, paymentIntent } = await paidAtStripe();
    const id = eventId();
    const replies = await Promise.all(Array.from({ length: 10 }, () => send('checkout.session.completed', completedSession(sessionId, paymentIntent), { id })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(replies.filter((reply) => reply.body.result === 'applied')).toHaveLength(1);
    expect(recorder.of(sessionId)).toHaveLength(1);
  });

  it('expiry frees the checkout; paid after expired still counts as paid, and a later expiry changes nothing', async () => {
    const { sessionId, paymentIntent } = await paidAtStripe();
    await send('checkout.session.expired', expiredSession(sessionId)).expect(200);
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'expired' });
    await send('checkout.session.completed', completedSession(sessionId, paymentIntent)).expect(200);
    const late = await send('checkout.session.expired', expiredSession(sessionId)).expect(200);
    expect(late.body.result).toBe('ignored');
    expect(recorder.of(sessionId).map((o) => o.kind)).toEqual(['expired', 'paid']);
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'paid' });
  });

  it('a refund told before its payment is held, then applied right after the payment, under its own event id', async () => {
    const { sessionId, paymentIntent } = await paidAtStripe();
    const refundEvent = eventId();
    const held = await send('charge.refunded', refundedCharge(paymentIntent, 42_000, 1_500), { id: refundEvent }).expect(200);
    expect(held.body.result).toBe('held');
    expect(recorder.of(sessionId)).toEqual([]);
    await send('checkout.session.completed', completedSession(sessionId, paymentIntent)).expect(200);
    const outcomes = recorder.of(sessionId);
    expect(outcomes.map((o) => [o.kind, o.refundedCents])).toEqual([
      ['paid', 0],
      ['refunded', 1_500],
    ]);
    expect(outcomes[1]).toMatchObject({ eventId: refundEvent, refund: { amountCents: 1_500, reason: paymentMessages.refundedAtProvider, by: null } });
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'partially-refunded', refundedCents: 1_500 });
  });

  it('refunds through Stripe, part then the rest; the ledger side follows the charge.refunded events, an older one after a newer changes nothing', async () => {
    const { sessionId, paymentIntent } = await paidAtStripe();
    await send('checkout.session.completed', completedSession(sessionId, paymentIntent)).expect(200);
    const first = await world.payments.refund(sessionId, 2_000, 'Mulligans not used', organiser);
    const [call] = fake.calls('POST', /^\/v1\/refunds$/).slice(-1);
    expect(call!.body).toMatchObject({
      payment_intent: paymentIntent,
      amount: '2000',
      metadata: { sessionId, refundId: first.refundId, note: 'Mulligans not used' },
    });
    expect(call!.idempotencyKey).toBe(`refund-${first.refundId}`);
    await expect(world.payments.refund(sessionId, 40_001, 'Everything', organiser)).rejects.toMatchObject({ code: 'PAYMENT_REFUND_TOO_LARGE' });
    await world.payments.refund(sessionId, 40_000, 'Team withdrew', organiser);
    await send('charge.refunded', refundedCharge(paymentIntent, 42_000, 42_000)).expect(200);
    const stale = await send('charge.refunded', refundedCharge(paymentIntent, 42_000, 2_000)).expect(200);
    expect(stale.body.result).toBe('ignored');
    const refunds = recorder.of(sessionId).filter((o) => o.kind === 'refunded');
    expect(refunds).toEqual([
      expect.objectContaining({
        refundedCents: 42_000,
        refund: { amountCents: 42_000, reason: 'Mulligans not used; Team withdrew', by: { uid: organiser.uid, name: 'Olive Organiser' } },
      }),
    ]);
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'refunded', refundedCents: 42_000 });
    await expect(world.payments.refund(sessionId, 1, 'More', organiser)).rejects.toMatchObject({ code: 'PAYMENT_REFUND_NOT_PAID' });
  });

  it('only the tournament admin refunds; a refund Stripe refuses is a 502 that leaves the amount refundable', async () => {
    const { sessionId, paymentIntent } = await paidAtStripe();
    await send('checkout.session.completed', completedSession(sessionId, paymentIntent)).expect(200);
    const calls = fake.calls('POST', /^\/v1\/refunds$/).length;
    await expect(world.payments.refund(sessionId, 100, 'Not mine', stranger)).rejects.toMatchObject({ httpStatus: 403 });
    expect(fake.calls('POST', /^\/v1\/refunds$/)).toHaveLength(calls);
    fake.failRefunds = 5;
    await expect(world.payments.refund(sessionId, 42_000, 'Withdrew', organiser)).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED', httpStatus: 502 });
    fake.failRefunds = 0;
    await world.payments.refund(sessionId, 42_000, 'Withdrew', organiser);
  });

  it('a forged, stale, missing or tampered signature is a 400 and stores nothing', async () => {
    const { sessionId, paymentIntent } = await paidAtStripe();
    const events = await world.events();
    const object = completedSession(sessionId, paymentIntent);
    const forged = await send('checkout.session.completed', object, { secret: 'whsec_someoneelse' }).expect(400);
    expect(forged.body).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID', message: paymentMessages.signatureInvalid });
    const stale = await send('checkout.session.completed', object, { timestamp: Math.floor(Date.now() / 1000) - 301 }).expect(400);
    expect(stale.body.message).toBe(paymentMessages.signatureInvalid);
    const missing = await send('checkout.session.completed', object, { signature: null }).expect(400);
    expect(missing.body.message).toBe(paymentMessages.signatureMissing);
    await send('checkout.session.completed', object, { tamper: (payload) => payload.replace('"paid"', '"paid" ') }).expect(400);
    await send('checkout.session.completed', object, { signature: 't=1,v1=abc' }).expect(400);
    expect(await world.events()).toBe(events);
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'open' });
    expect(recorder.of(sessionId)).toEqual([]);
    // Signed within the tolerance, sent as another content type: still checked on the bytes as sent, and applied.
    await send('checkout.session.completed', object, { timestamp: Math.floor(Date.now() / 1000) - 200, contentType: 'text/plain' }).expect(200);
    expect(recorder.of(sessionId).map((o) => o.kind)).toEqual(['paid']);
  });

  it('a handler that fails leaves the event unstored (500) so the retry applies it once', async () => {
    const { sessionId, paymentIntent } = await paidAtStripe();
    const id = eventId();
    recorder.failing = 1;
    const failed = await send('checkout.session.completed', completedSession(sessionId, paymentIntent), { id }).expect(500);
    expect(failed.body.message).toBe(paymentMessages.eventFailed);
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'open' });
    await send('checkout.session.completed', completedSession(sessionId, paymentIntent), { id }).expect(200);
    expect(recorder.of(sessionId).map((o) => o.kind)).toEqual(['paid']);
  });

  it('cancel expires the open session at Stripe; the expiry event then tells the handler; cancelling a paid one changes nothing', async () => {
    const { sessionId } = await world.open();
    await world.payments.cancel(sessionId);
    expect(fake.calls('POST', new RegExp(`^/v1/checkout/sessions/${sessionId}/expire$`))).toHaveLength(1);
    await send('checkout.session.expired', expiredSession(sessionId)).expect(200);
    expect(recorder.of(sessionId).map((o) => o.kind)).toEqual(['expired']);
    const paid = await paidAtStripe();
    await world.payments.cancel(paid.sessionId);
    expect(fake.sessions.get(paid.sessionId)!.status).toBe('complete');
  });

  it('events for sessions that are not ours, or of other types, are acknowledged and change nothing', async () => {
    const unknown = await send('checkout.session.completed', completedSession('cs_test_notours', 'pi_notours')).expect(200);
    expect(unknown.body.result).toBe('unmatched');
    const other = await send('customer.created', { id: 'cus_1', object: 'customer' }).expect(200);
    expect(other.body.result).toBe('ignored');
    await send('not json', {}, { tamper: () => 'not json' }).expect(400);
  });
});
