import { randomUUID } from 'node:crypto';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { cardGiftCheckout, type CardGiftCheckout, giftReceipt, type GiftReceipt } from '@fairway/contracts/gift';
import { ledgerResponse } from '@fairway/contracts/ledger';
import { tournament as tournamentSchema } from '@fairway/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CardGiftOutcomeService } from '../src/modules/fundraising/gifts/card-gift-outcome.service';
import { PaymentsService } from '../src/modules/payments/payments.service';
import { TestEventDelivery } from '../src/modules/payments/test-provider/test-event-delivery';
import type { TestEvent } from '../src/modules/payments/test-provider/test-events';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';
import { waitFor } from './payments/support/payments-harness';

describe('gifts paid by card: pending until the signed webhook says paid, received once, expiry and refunds; the receipt by its token', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let tournamentId: string;
  let dataSource: DataSource;
  const delivered: Array<{ event: TestEvent; secret: string }> = [];
  const api = () => request(testApp.http);

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    admin = await signUpTestUser('card-gift-admin');
    tournamentId = (await fixtures(testApp.app).tournament({ adminUserId: admin.uid })).id;
    dataSource = testApp.app.get(DataSource);
    const delivery = testApp.app.get(TestEventDelivery);
    const deliver = delivery.deliver.bind(delivery);
    delivery.deliver = (event, secret) => {
      delivered.push({ event, secret });
      deliver(event, secret);
    };
  });

  afterAll(() => testApp?.close());

  const give = async (amount: number | string, extra: object = {}): Promise<CardGiftCheckout> =>
    cardGiftCheckout.parse(
      (
        await api()
          .post(`/api/tournaments/${tournamentId}/donations/card`)
          .set('Origin', 'http://localhost:8080')
          .send({ entryId: randomUUID(), amount, donorName: 'Dana Donor', contactEmail: 'dana@example.org', publicMessage: 'Fore!', ...extra })
          .expect(201)
      ).body,
    );
  const sessionOf = (gift: CardGiftCheckout) => gift.checkoutUrl.split('/').pop()!;
  const pay = (gift: CardGiftCheckout, card = '4242424242424242') =>
    api()
      .post(`/api/payments/test-checkout/${sessionOf(gift)}/pay`)
      .type('form')
      .send({ card });
  const receipt = async (gift: CardGiftCheckout): Promise<GiftReceipt> => giftReceipt.parse((await api().get(`/api/receipts/${gift.token}`).expect(200)).body);
  const until = (gift: CardGiftCheckout, state: GiftReceipt['state']) =>
    waitFor(
      () => receipt(gift),
      (found) => found.state === state,
    );
  const raised = async () => tournamentSchema.parse((await api().get(`/api/tournaments/${tournamentId}`).expect(200)).body).charityRaised;
  const ledger = async () =>
    ledgerResponse.parse((await api().get(`/api/tournaments/${tournamentId}/ledger`).set('Authorization', admin.bearer).expect(200)).body);
  const donorWall = async () => (await api().get(`/api/tournaments/${tournamentId}/donor-wall`).expect(200)).body as { latest: Array<{ message: string }> };
  const mails = async (template: string) =>
    (await dataSource.query('SELECT recipient, data FROM mail_outbox WHERE template = $1 ORDER BY created_at, id', [template])) as Array<{
      recipient: string;
      data: { receipt?: { paidCents: number; receiptPath: string } };
    }>;

  it('keeps a card gift out of the ledger until paid, then receives it once (a repeated event changes nothing) and mails the receipt', async () => {
    const before = await raised();
    const gift = await give(300);
    expect(gift.checkoutUrl).toMatch(/\/api\/payments\/test-checkout\/cs_test_/);
    expect(await receipt(gift)).toMatchObject({ state: 'pending', paidAt: null });
    expect(await raised()).toBe(before);
    expect((await ledger()).entries).toHaveLength(0);
    expect((await donorWall()).latest).toHaveLength(0);

    const paid = await pay(gift).expect(303);
    expect(paid.headers.location).toBe(`http://localhost:8080/tournament/${tournamentId}/donate/receipt/${gift.token}`);
    const shown = await until(gift, 'paid');
    expect(shown).toMatchObject({ paid: 300, fairMarketValue: 0, deductible: 300, acknowledgmentRequired: true, fairValueDisclosureRequired: false });
    expect(shown.payerName).toBe('Dana Donor');
    expect(JSON.stringify(shown)).not.toContain('dana@example.org');
    expect(await raised()).toBe(before + 300);

    const paidEvent = delivered.find((d) => d.event.type === 'checkout.session.completed' && d.event.payload.includes(sessionOf(gift)))!;
    testApp.app.get(TestEventDelivery).deliver(paidEvent.event, paidEvent.secret);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const entries = (await ledger()).entries;
    expect(entries.map((e) => [e.kind, e.amount, e.method, e.state, e.donorName, e.contactEmail, e.recordedBy])).toEqual([
      ['donation', 300, 'card', 'received', 'Dana Donor', 'dana@example.org', fundraisingMessages.onlinePayment],
    ]);
    expect(await raised()).toBe(before + 300);
    expect((await donorWall()).latest.map((g) => g.message)).toEqual(['Fore!']);
    const sent = await mails('gift-receipt');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipient: 'dana@example.org',
      data: { receipt: { paidCents: 30_000, receiptPath: `/tournament/${tournamentId}/donate/receipt/${gift.token}` } },
    });
  });

  it('never counts a gift whose checkout expired (the donor went back)', async () => {
    const before = await raised();
    const gift = await give(50);
    await api()
      .post(`/api/payments/test-checkout/${sessionOf(gift)}/cancel`)
      .type('form')
      .send({})
      .expect(303);
    expect((await until(gift, 'expired')).paidAt).toBeNull();
    expect(await raised()).toBe(before);
    expect((await ledger()).entries.filter((e) => e.amount === 50)).toHaveLength(0);
  });

  it('a refund voids the whole gift with its reason, a part is an adjustment; the raised total follows', async () => {
    const before = await raised();
    const whole = await give(80);
    await pay(whole).expect(303);
    await until(whole, 'paid');
    const part = await give(120);
    await pay(part).expect(303);
    await until(part, 'paid');
    expect(await raised()).toBe(before + 200);
    const payments = testApp.app.get(PaymentsService);
    const by = { uid: admin.uid, email: admin.email, emailVerified: true, displayName: 'Admin' };
    await payments.refund(sessionOf(whole), 8_000, 'Gave twice by mistake', by);
    await until(whole, 'refunded');
    await payments.refund(sessionOf(part), 2_000, 'Meant 100', by);
    await waitFor(
      () => receipt(part),
      (found) => found.refunded === 20,
    );
    expect(await raised()).toBe(before + 100);
    const entries = (await ledger()).entries;
    expect(entries.find((e) => e.amount === 80)).toMatchObject({ state: 'void', voidReason: 'Refunded: Gave twice by mistake' });
    expect(entries.find((e) => e.kind === 'adjustment')).toMatchObject({
      amount: -20,
      state: 'received',
      privateNote: 'Part of a card gift refunded: Meant 100',
    });
    expect(await receipt(part)).toMatchObject({ state: 'paid', paid: 100, deductible: 100, acknowledgmentRequired: false });
    // What is left to refund, for the Charity tab's Refund action: the part's rest; nothing for the whole one or the adjustment.
    expect(entries.find((e) => e.kind === 'donation' && e.amount === 120)?.refundable).toBe(100);
    expect(entries.find((e) => e.amount === 80)).not.toHaveProperty('refundable');
    expect(entries.find((e) => e.kind === 'adjustment')).not.toHaveProperty('refundable');
    expect((await mails('refund-notice')).map((m) => m.recipient)).toEqual(['dana@example.org', 'dana@example.org']);
  });

  it('a refund of a gift the organiser had already voided by hand moves nothing more (and the webhook is not refused)', async () => {
    const gift = await give(40);
    await pay(gift).expect(303);
    await until(gift, 'paid');
    const before = await raised();
    const entry = (await ledger()).entries.find((e) => e.amount === 40 && e.kind === 'donation')!;
    await api().post(`/api/tournaments/${tournamentId}/ledger/${entry.id}/void`).set('Authorization', admin.bearer).send({ reason: 'Paid twice' }).expect(200);
    expect(await raised()).toBe(before - 40);
    const by = { uid: admin.uid, email: admin.email, emailVerified: true, displayName: 'Admin' };
    await testApp.app.get(PaymentsService).refund(sessionOf(gift), 4_000, 'Paid twice', by);
    await until(gift, 'refunded');
    expect(await raised()).toBe(before - 40);
    expect((await ledger()).entries.find((e) => e.id === entry.id)).toMatchObject({ state: 'void', voidReason: 'Paid twice' });
  });

  it('the organiser refunds a card gift from its ledger entry: only the admin, never more than is left, never a desk entry', async () => {
    const stranger = await signUpTestUser('card-gift-stranger');
    const gift = await give(60);
    await pay(gift).expect(303);
    await until(gift, 'paid');
    const before = await raised();
    const entry = (await ledger()).entries.find((e) => e.amount === 60 && e.kind === 'donation')!;
    const refund = (entryId: string, body: object, bearer = admin.bearer) =>
      api().post(`/api/tournaments/${tournamentId}/ledger/${entryId}/refund`).set('Authorization', bearer).send(body);
    await api().post(`/api/tournaments/${tournamentId}/ledger/${entry.id}/refund`).send({ amount: 10, reason: 'x' }).expect(401);
    await refund(entry.id, { amount: 10, reason: 'Not mine' }, stranger.bearer).expect(403);
    expect((await refund(entry.id, { amount: 60.01, reason: 'Too much' }).expect(400)).body.message).toBe(fundraisingMessages.refundTooLarge('$60.00'));
    await refund(entry.id, { amount: 10 }).expect(400);
    const desk = await api()
      .post(`/api/tournaments/${tournamentId}/ledger`)
      .set('Authorization', admin.bearer)
      .send({ kind: 'donation', amount: 5, donorName: 'Desk', method: 'cash' })
      .expect(201);
    expect((await refund(desk.body.id, { amount: 5, reason: 'Cash back' }).expect(409)).body.message).toBe(fundraisingMessages.refundNotCardGift);
    const listed = (await ledger()).entries;
    expect(listed.find((e) => e.id === entry.id)?.refundable).toBe(60);
    expect(listed.find((e) => e.id === desk.body.id)).not.toHaveProperty('refundable');
    expect(await raised()).toBe(before + 5);
    expect((await refund(entry.id, { amount: 60, reason: 'Changed my mind' }).expect(200)).body).toMatchObject({ amount: 60 });
    await until(gift, 'refunded');
    expect(await raised()).toBe(before + 5 - 60);
    const refunded = (await ledger()).entries.find((e) => e.id === entry.id);
    expect(refunded).toMatchObject({ state: 'void', voidReason: 'Refunded: Changed my mind' });
    expect(refunded).not.toHaveProperty('refundable');
  });

  it('refuses bad input with a 4xx and changes nothing: amounts, a team of another tournament, a reused id; a malformed receipt token is 400, an unknown one 404', async () => {
    const before = await raised();
    const count = async () => Number(((await dataSource.query('SELECT count(*)::int AS n FROM card_gifts')) as Array<{ n: number }>)[0]!.n);
    const gifts = await count();
    const post = (body: object) =>
      api()
        .post(`/api/tournaments/${tournamentId}/donations/card`)
        .send({ entryId: randomUUID(), donorName: 'X', ...body });
    await post({ amount: -5 }).expect(400);
    await post({ amount: 'lots' }).expect(400);
    await post({ amount: 10, teamId: randomUUID() }).expect(400);
    await post({ amount: 10, anonymous: false, donorName: null }).expect(400);
    const entryId = randomUUID();
    const first = await post({ entryId, amount: 25 }).expect(201);
    expect((await post({ entryId, amount: 25 }).expect(201)).body).toEqual(first.body);
    await post({ entryId, amount: 26 }).expect(409);
    expect(await count()).toBe(gifts + 1);
    expect(await raised()).toBe(before);
    await api().get('/api/receipts/not-a-token').expect(400);
    await api()
      .get(`/api/receipts/${'A'.repeat(43)}`)
      .expect(404);
  });
});

describe('the card gift outcome handler, event by event', () => {
  let testApp: TestApp;
  let tournamentId: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    tournamentId = (await fixtures(testApp.app).tournament({ adminUserId: 'card-gift-handler-admin' })).id;
  });

  afterAll(() => testApp?.close());

  it('paid after the checkout expired still counts; two paid events of one gift (different ids) receive it once', async () => {
    const dataSource = testApp.app.get(DataSource);
    const handler = testApp.app.get(CardGiftOutcomeService);
    const gift = cardGiftCheckout.parse(
      (
        await request(testApp.http)
          .post(`/api/tournaments/${tournamentId}/donations/card`)
          .send({ entryId: randomUUID(), amount: 75, anonymous: true })
          .expect(201)
      ).body,
    );
    const [row] = (await dataSource.query('SELECT id, session_id FROM card_gifts WHERE token = $1', [gift.token])) as Array<{ id: string; session_id: string }>;
    const outcome = (kind: 'paid' | 'expired') => ({
      kind,
      eventId: `evt_${randomUUID()}`,
      sessionId: row!.session_id,
      purpose: 'donation' as const,
      referenceId: row!.id,
      tournamentId,
      amountCents: 7_500,
      refundedCents: 0,
    });
    await dataSource.transaction((manager) => handler.apply(outcome('expired'), manager));
    await dataSource.transaction((manager) => handler.apply(outcome('paid'), manager));
    await dataSource.transaction((manager) => handler.apply(outcome('paid'), manager));
    const entries = (await dataSource.query("SELECT amount_cents, state, anonymous FROM ledger_entries WHERE tournament_id = $1 AND kind = 'donation'", [
      tournamentId,
    ])) as Array<{ amount_cents: number; state: string; anonymous: boolean }>;
    expect(entries).toEqual([{ amount_cents: 7_500, state: 'received', anonymous: true }]);
    const shown = giftReceipt.parse((await request(testApp.http).get(`/api/receipts/${gift.token}`).expect(200)).body);
    // $75 exactly: a gift, so neither statement is required below $250; the donor is named only as anonymous.
    expect(shown).toMatchObject({ state: 'paid', paid: 75, deductible: 75, acknowledgmentRequired: false, payerName: 'Anonymous donor' });
  });
});
