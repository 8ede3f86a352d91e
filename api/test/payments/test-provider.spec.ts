import { paymentMessages } from '@fairway/contracts/payment-messages';
import { paymentsAvailability } from '@fairway/contracts/payment';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';
import { organiser, paymentsWorld, recordOutcomes, type OutcomeRecorder, waitFor } from './support/payments-harness';

describe('the built-in test provider: its checkout page, events through the signed webhook, refunds, expiry', () => {
  let testApp: TestApp;
  let recorder: OutcomeRecorder;
  let world: Awaited<ReturnType<typeof paymentsWorld>>;
  const api = () => request(testApp.http);
  const page = (sessionId: string) => `/api/payments/test-checkout/${sessionId}`;
  /** What a browser's form post asks for: the page, also when the card is refused. */
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  /** A form on the test checkout page, posted as the buyer's browser does. */
  const submitForm = (sessionId: string, step: 'pay' | 'authenticate' | 'cancel', form: object, status: number) =>
    api()
      .post(`${page(sessionId)}/${step}`)
      .set('Accept', browser)
      .type('form')
      .send(form)
      .expect(status);
  const outcomesOf = (sessionId: string, count: number) =>
    waitFor(
      () => recorder.of(sessionId),
      (found) => found.length >= count,
    );

  beforeAll(async () => {
    testApp = await startTestApp();
    recorder = recordOutcomes(testApp.app);
    // Listening, so the provider posts its events to the webhook route over HTTP, as Stripe does.
    await testApp.app.listen(0, '127.0.0.1');
    world = await paymentsWorld(testApp.app);
  });

  afterAll(() => testApp?.close());

  it('says online payment is available in test mode', async () => {
    const reply = paymentsAvailability.parse((await api().get('/api/payments/availability').expect(200)).body);
    expect(reply).toEqual({ available: true, provider: 'test', testMode: true });
  });

  it('shows the page saying no money moves, pays with 4242 and redirects to the success URL; the handler hears paid once', async () => {
    const { sessionId, url } = await world.open();
    expect(url).toBe(`http://localhost:8080${page(sessionId)}`);
    const shown = await api()
      .get(page(sessionId))
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(shown.text).toContain('Test checkout — no money moves');
    expect(shown.text).toContain('$420.00');
    expect(shown.text).toContain('Mulligan × 4');
    // The page is public (its link is the buyer's key): it names what is paid for, never whom for.
    expect(shown.text).not.toContain('captain@example.org');
    const paid = await submitForm(sessionId, 'pay', { card: '4242 4242 4242 4242' }, 303);
    expect(paid.headers.location).toBe(`http://localhost:8080/tournament/t/register/confirmation/${sessionId}`);
    const [outcome] = await outcomesOf(sessionId, 1);
    expect(outcome).toMatchObject({ kind: 'paid', purpose: 'registration', tournamentId: world.tournament.id, amountCents: 42_000, refundedCents: 0 });
    expect(outcome!.payerEmail).toBe('captain@example.org');
    expect(outcome!.providerPaymentId).toMatch(/^pi_test_/);
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'paid', refundedCents: 0 });
    const again = await submitForm(sessionId, 'pay', { card: '4242424242424242' }, 409);
    expect(again.text).toContain(paymentMessages.testSessionPaid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recorder.of(sessionId)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 and says so; the buyer tries another card and pays', async () => {
    const { sessionId } = await world.open();
    const declined = await submitForm(sessionId, 'pay', { card: '4000 0000 0000 0002' }, 402);
    expect(declined.text).toContain(paymentMessages.testCardDeclined);
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'open' });
    await submitForm(sessionId, 'pay', { card: '4242424242424242' }, 303);
    expect((await outcomesOf(sessionId, 1)).map((o) => o.kind)).toEqual(['paid']);
  });

  it('answers a client that does not ask for the page with the JSON error body: declined 402, closed 409', async () => {
    const { sessionId } = await world.open();
    const declined = await api()
      .post(`${page(sessionId)}/pay`)
      .send({ card: '4000000000000002' })
      .expect(402);
    expect(declined.body).toMatchObject({ statusCode: 402, code: 'PAYMENT_CARD_DECLINED', message: paymentMessages.testCardDeclined });
    await api()
      .post(`${page(sessionId)}/cancel`)
      .expect(303);
    const closed = await api()
      .post(`${page(sessionId)}/pay`)
      .send({ card: '4242424242424242' })
      .expect(409);
    expect(closed.body).toMatchObject({ code: 'PAYMENT_CHECKOUT_CLOSED', message: paymentMessages.testSessionExpired });
  });

  it('asks again for 4000 0025 0000 3155: a failed confirmation goes back to the card, a confirmed one pays', async () => {
    const { sessionId } = await world.open();
    const asked = await submitForm(sessionId, 'pay', { card: '4000 0025 0000 3155' }, 200);
    expect(asked.text).toContain('Confirm it is you');
    expect((await api().get(page(sessionId)).expect(200)).text).toContain('Confirm it is you');
    const failed = await submitForm(sessionId, 'authenticate', { result: 'fail' }, 402);
    expect(failed.text).toContain(paymentMessages.testAuthenticationFailed);
    await submitForm(sessionId, 'pay', { card: '4000002500003155' }, 200);
    await submitForm(sessionId, 'authenticate', { result: 'confirm' }, 303);
    expect((await outcomesOf(sessionId, 1)).map((o) => o.kind)).toEqual(['paid']);
  });

  it('a buyer who goes back after a decline expires the session: the handler hears expired, the page says so', async () => {
    const { sessionId } = await world.open({ purpose: 'donation' });
    await submitForm(sessionId, 'pay', { card: '4000000000000002' }, 402);
    const back = await api()
      .post(`${page(sessionId)}/cancel`)
      .expect(303);
    expect(back.headers.location).toBe('http://localhost:8080/tournament/t/register');
    const [outcome] = await outcomesOf(sessionId, 1);
    expect(outcome).toMatchObject({ kind: 'expired', purpose: 'donation' });
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'expired' });
    expect((await api().get(page(sessionId)).expect(200)).text).toContain(paymentMessages.testSessionExpired);
    await submitForm(sessionId, 'pay', { card: '4242424242424242' }, 409);
  });

  it('expires a session at its time: on the next look at its page, and by the sweeper when nobody looks', async () => {
    const looked = await world.open();
    const unseen = await world.open();
    await world.dataSource.query(`UPDATE payment_test_sessions SET expires_at = now() - interval '1 second' WHERE session_id = ANY($1)`, [
      [looked.sessionId, unseen.sessionId],
    ]);
    expect((await api().get(page(looked.sessionId)).expect(200)).text).toContain(paymentMessages.testSessionExpired);
    expect((await outcomesOf(looked.sessionId, 1)).map((o) => o.kind)).toEqual(['expired']);
    const swept = await waitFor(
      () => recorder.of(unseen.sessionId),
      (found) => found.length > 0,
      8_000,
    );
    expect(swept.map((o) => o.kind)).toEqual(['expired']);
  });

  it('refunds part, then the rest, through the provider: each refund reaches the handler with its reason and who asked; more than is left is a 409', async () => {
    const { sessionId } = await world.open();
    await submitForm(sessionId, 'pay', { card: '4242424242424242' }, 303);
    await outcomesOf(sessionId, 1);
    await world.payments.refund(sessionId, 2_000, 'Mulligans not used', organiser);
    const partial = (await outcomesOf(sessionId, 2))[1]!;
    expect(partial).toMatchObject({
      kind: 'refunded',
      amountCents: 42_000,
      refundedCents: 2_000,
      refund: { amountCents: 2_000, reason: 'Mulligans not used', by: { uid: organiser.uid, name: 'Olive Organiser' } },
    });
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'partially-refunded', refundedCents: 2_000 });
    await expect(world.payments.refund(sessionId, 40_001, 'Too much', organiser)).rejects.toMatchObject({
      code: 'PAYMENT_REFUND_TOO_LARGE',
      message: paymentMessages.refundTooLarge(40_000),
    });
    await world.payments.refund(sessionId, 40_000, 'Team withdrew', organiser);
    const full = (await outcomesOf(sessionId, 3))[2]!;
    expect(full).toMatchObject({ kind: 'refunded', refundedCents: 42_000, refund: { amountCents: 40_000, reason: 'Team withdrew' } });
    expect(await world.checkout(sessionId)).toMatchObject({ state: 'refunded', refundedCents: 42_000 });
    await expect(world.payments.refund(sessionId, 1, 'Again', organiser)).rejects.toMatchObject({ code: 'PAYMENT_REFUND_NOT_PAID' });
  });
});
