import { paymentsAvailability } from '@fairway/contracts/payment';
import { paymentMessages } from '@fairway/contracts/payment-messages';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import { paymentsWorld } from './support/payments-harness';
import { sendStripeEvent } from './support/stripe-events';

describe('without Stripe keys or the test provider (docker compose without keys): no online payment', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { PAYMENTS_TEST_PROVIDER: 'false' } });
  });

  afterAll(() => testApp?.close());

  it('says online payment is unavailable, refuses a checkout with 503 and takes no webhook event', async () => {
    const reply = paymentsAvailability.parse((await request(testApp.http).get('/api/payments/availability').expect(200)).body);
    expect(reply).toEqual({ available: false, provider: null, testMode: false });
    const world = await paymentsWorld(testApp.app);
    expect(world.payments.available()).toBe(false);
    await expect(world.open()).rejects.toMatchObject({ code: 'PAYMENTS_UNAVAILABLE', httpStatus: 503, message: paymentMessages.unavailable });
    const refused = await sendStripeEvent(testApp, 'checkout.session.completed', { id: 'cs_test_x', payment_status: 'paid', payment_intent: 'pi_x' }).expect(
      400,
    );
    expect(refused.body.message).toBe(paymentMessages.signatureInvalid);
    expect(await world.events()).toBe(0);
    // A session the test provider opened before this deployment dropped it: its page is gone too.
    await world.dataSource.query(
      `INSERT INTO payment_test_sessions (session_id, amount_cents, line_items, metadata, success_url, cancel_url, expires_at)
       VALUES ('cs_test_leftoverfromnpmstart', 100, '[]', '{}', 'http://x/ok', 'http://x/back', now() + interval '1 hour')`,
    );
    await request(testApp.http).get('/api/payments/test-checkout/cs_test_leftoverfromnpmstart').expect(404);
    await request(testApp.http)
      .post('/api/payments/test-checkout/cs_test_leftoverfromnpmstart/pay')
      .type('form')
      .send({ card: '4242424242424242' })
      .expect(404);
  });
});
