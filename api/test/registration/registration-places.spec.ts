import { randomUUID } from 'node:crypto';
import { type CheckoutResponse, registrationPage } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import request from 'supertest';
import { createApp } from '../../src/create-app';
import { testConfig } from '../support/test-app';
import { RegistrationSweeper } from '../../src/modules/registration/registration-sweeper';
import { cards, registrationWorld, type RegistrationWorld, teamOrder } from './support/registration-world';
import { waitFor } from '../payments/support/payments-harness';

/** A phone's checkout: sent again with the same checkout id while the API answers 503 (busy), as the page does. */
async function checkoutAsAPhone(send: () => request.Test): Promise<{ status: number; body: CheckoutResponse & { message?: string } }> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send();
    if (response.status !== 503 || attempt === 20) return { status: response.status, body: response.body as CheckoutResponse };
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
  }
}

describe('registration places: exact under a race, held for a checkout, offered to the waitlist when freed', () => {
  let world: RegistrationWorld;

  beforeAll(async () => {
    world = await registrationWorld('places');
  });

  afterAll(() => world?.testApp.close());

  const open = async (capacityTeams: number, inDays = 7) => {
    const tournamentId = await world.tournament();
    // Registration runs before the event: the tournament is a week away unless a test says otherwise.
    await world.dataSource.query(`UPDATE tournaments SET date = (now() AT TIME ZONE time_zone)::date + $2::int WHERE id = $1`, [tournamentId, inDays]);
    await world.settle(tournamentId, { open: true, capacityTeams, waitlistOfferHours: 12 });
    const entry = await world.product(tournamentId, { kind: 'team-entry', name: 'Foursome', price: 400 });
    return { tournamentId, entry };
  };
  const sweep = () => world.testApp.app.get(RegistrationSweeper).sweep();
  const lapse = (token: string, column: 'hold_expires_at' | 'offer_expires_at') =>
    world.dataSource.query(`UPDATE registrations SET ${column} = now() - interval '1 second' WHERE token = $1`, [token]);
  const checkoutsAtProvider = async (tournamentId: string) =>
    ((await world.dataSource.query('SELECT state FROM payment_checkouts WHERE tournament_id = $1', [tournamentId])) as Array<{ state: string }>).map(
      (row) => row.state,
    );

  it('200 buyers racing for the last 2 places: exactly 2 get a checkout and are confirmed, 198 join the waitlist, nobody else is charged', async () => {
    const { tournamentId, entry } = await open(3);
    const early = await world.checkout(tournamentId, teamOrder(entry.id));
    await world.pay(early).expect(303);
    await world.until(early.token, 'paid');

    const send = (body: object) => () => world.api().post(`/api/tournaments/${tournamentId}/registration/checkout`).send(body);
    const replies = await Promise.all(Array.from({ length: 200 }, () => checkoutAsAPhone(send(teamOrder(entry.id)))));
    expect(replies.map((reply) => reply.status).filter((status) => status !== 201)).toEqual([]);
    const checkouts = replies.filter((reply) => reply.body.outcome === 'checkout');
    const waitlisted = replies.filter((reply) => reply.body.outcome === 'waitlisted');
    expect([checkouts.length, waitlisted.length]).toEqual([2, 198]);
    expect(waitlisted.map((reply) => (reply.body.outcome === 'waitlisted' ? reply.body.position : 0)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 198 }, (_, index) => index + 1),
    );
    // Only the 3 who got a place were ever sent to pay.
    expect(await checkoutsAtProvider(tournamentId)).toHaveLength(3);

    for (const reply of checkouts) await world.pay(reply.body).expect(303);
    for (const reply of checkouts) await world.until(reply.body.token, 'paid');
    const page = registrationPage.parse((await world.api().get(`/api/tournaments/${tournamentId}/registration`).expect(200)).body);
    expect(page).toMatchObject({ status: 'full', waitlistOpen: true });
    expect(page.places).toMatchObject({ taken: 3, held: 0, teamsLeft: 0, waitlisted: 198 });
    expect((await world.list(tournamentId)).counts).toMatchObject({ paid: 3, waitlisted: 198, 'pending-payment': 0, refunded: 0 });
    expect((await checkoutsAtProvider(tournamentId)).sort()).toEqual(['paid', 'paid', 'paid']);
  });

  it('two API processes on one database, 100 buyers each for the last 2 places: the row lock gives exactly 2 checkouts', async () => {
    const { tournamentId, entry } = await open(2);
    const other = await createApp({ config: testConfig(world.testApp.database.url), databaseUrl: world.testApp.database.url });
    await other.init();
    try {
      const apis = [world.testApp.http, other.getHttpServer()];
      const send = (index: number) => () =>
        request(apis[index % 2]!)
          .post(`/api/tournaments/${tournamentId}/registration/checkout`)
          .send(teamOrder(entry.id));
      const replies = await Promise.all(Array.from({ length: 200 }, (_, index) => checkoutAsAPhone(send(index))));
      expect(replies.filter((reply) => reply.status !== 201)).toEqual([]);
      expect(replies.filter((reply) => reply.body.outcome === 'checkout')).toHaveLength(2);
      expect(await checkoutsAtProvider(tournamentId)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('a promo code with 3 uses, 30 buyers at once: exactly 3 get it, the others are told it is used up', async () => {
    const { tournamentId, entry } = await open(50);
    await world
      .asAdmin(world.api().post(`/api/tournaments/${tournamentId}/registration/promo-codes`))
      .send({ code: 'FRIENDS', kind: 'amount', value: 100, maxUses: 3 })
      .expect(201);
    const send = (body: object) => () => world.api().post(`/api/tournaments/${tournamentId}/registration/checkout`).send(body);
    const replies = await Promise.all(Array.from({ length: 30 }, () => checkoutAsAPhone(send(teamOrder(entry.id, { promoCode: 'friends' })))));
    expect(replies.filter((reply) => reply.status === 201).map((reply) => reply.body.outcome === 'checkout' && reply.body.total)).toEqual([300, 300, 300]);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(refused.map((reply) => [reply.status, reply.body.message])).toEqual(Array.from({ length: 27 }, () => [409, text.promoUsedUp]));
    const promo = (await world.asAdmin(world.api().get(`/api/tournaments/${tournamentId}/registration/settings`)).expect(200)).body.promoCodes[0];
    expect(promo).toMatchObject({ code: 'FRIENDS', uses: 3, maxUses: 3 });
  });

  it('a hold that lapses frees the place for the first on the waitlist (an offer by e-mail); an offer that lapses goes to the next, who claims and pays', async () => {
    const { tournamentId, entry } = await open(1);
    const holder = await world.checkout(tournamentId, teamOrder(entry.id));
    const [first, second] = [await world.checkout(tournamentId, teamOrder(entry.id)), await world.checkout(tournamentId, teamOrder(entry.id))];
    expect([holder.outcome, first, second]).toEqual([
      'checkout',
      expect.objectContaining({ outcome: 'waitlisted', position: 1 }),
      expect.objectContaining({ outcome: 'waitlisted', position: 2 }),
    ]);

    await lapse(holder.token, 'hold_expires_at');
    await sweep();
    expect((await world.own(holder.token)).state).toBe('expired');
    const offered = await world.own(first.token);
    expect(offered.state).toBe('offered');
    expect(new Date(offered.offerExpiresAt!).getTime() - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(await world.own(second.token)).toMatchObject({ state: 'waitlisted', waitlistPosition: 1 });
    const offers = (await world.mails('waitlist-offer')).filter((mail) => String(mail.data.offerPath).includes(first.token));
    expect(offers).toHaveLength(1);
    expect(offers[0]!.data).toMatchObject({ offered: 'a team entry (foursome)', expiresAt: offered.offerExpiresAt });

    // Someone new finds the field full: the place is the offer's.
    expect((await world.checkout(tournamentId, teamOrder(entry.id))).outcome).toBe('waitlisted');

    await lapse(first.token, 'offer_expires_at');
    await sweep();
    expect((await world.own(first.token)).state).toBe('expired');
    expect((await world.own(second.token)).state).toBe('offered');
    const late = await world.api().post(`/api/registrations/${first.token}/checkout`).expect(409);
    expect(late.body.message).toBe(text.offerExpired);

    const claimed = await world.api().post(`/api/registrations/${second.token}/checkout`).expect(201);
    const reply = claimed.body as CheckoutResponse;
    expect(reply).toMatchObject({ outcome: 'checkout', total: 400 });
    await world.pay(reply).expect(303);
    expect(await world.until(second.token, 'paid')).toMatchObject({ inviteCode: expect.stringMatching(/^[A-Z2-9]{6}$/) });
  });

  it('a declined card and a buyer who gives up: the session expires at the provider and the place is free again', async () => {
    const { tournamentId, entry } = await open(1);
    const buyer = await world.checkout(tournamentId, teamOrder(entry.id));
    await world.pay(buyer, cards.declined).expect(402);
    expect((await world.own(buyer.token)).state).toBe('pending-payment');
    await world
      .api()
      .post(`/api/payments/test-checkout/${world.sessionOf(buyer)}/cancel`)
      .expect(303);
    await world.until(buyer.token, 'expired');
    expect((await world.checkout(tournamentId, teamOrder(entry.id))).outcome).toBe('checkout');
  });

  it('paid after its hold lapsed: the place is taken when still free', async () => {
    const { tournamentId, entry } = await open(1);
    const late = await world.checkout(tournamentId, teamOrder(entry.id));
    await lapse(late.token, 'hold_expires_at');
    await sweep();
    expect((await world.own(late.token)).state).toBe('expired');
    await world.pay(late).expect(303);
    const paid = await world.until(late.token, 'paid');
    expect(paid.note).toBe('Paid after its hold had expired; the place was still free, so it was taken');
    expect((await world.ledger(tournamentId)).raised).toBe(400);
  });

  it('paid after its hold lapsed and the place went to someone else: refunded automatically, and told so; nothing in the ledger', async () => {
    const { tournamentId, entry } = await open(1);
    const late = await world.checkout(tournamentId, teamOrder(entry.id));
    await lapse(late.token, 'hold_expires_at');
    const next = await world.checkout(tournamentId, teamOrder(entry.id));
    expect(next.outcome).toBe('checkout');
    await world.pay(late).expect(303);
    const refunded = await waitFor(
      () => world.own(late.token),
      (found) => found.state === 'refunded' && found.refunded === 400,
    );
    expect(refunded.note).toBe('Paid after its hold had expired and the field was full: refunded automatically');
    expect(await checkoutsAtProvider(tournamentId)).toEqual(expect.arrayContaining(['refunded', 'open']));
    const notices = (await world.mails('refund-notice')).filter((mail) => String(mail.data.receiptPath).includes(late.token));
    expect(notices.map((mail) => mail.data.refundedCents)).toEqual([40_000]);
    expect((await world.ledger(tournamentId)).entries).toEqual([]);
    expect((await world.own(next.token)).state).toBe('pending-payment');
  });

  it('a registrant gives up a waitlist place, and cannot give up a paid one (the organiser cancels it)', async () => {
    const { tournamentId, entry } = await open(1);
    const paid = await world.checkout(tournamentId, teamOrder(entry.id, { checkoutId: randomUUID() }));
    await world.pay(paid).expect(303);
    await world.until(paid.token, 'paid');
    const waiting = await world.checkout(tournamentId, teamOrder(entry.id));
    expect((await world.api().post(`/api/registrations/${waiting.token}/cancel`).expect(200)).body.state).toBe('cancelled');
    expect((await world.api().post(`/api/registrations/${paid.token}/cancel`).expect(409)).body.message).toBe(text.cancelPaidWithAdmin);
    expect(
      (
        await world
          .api()
          .post(`/api/registrations/${'x'.repeat(43)}/cancel`)
          .expect(404)
      ).body.message,
    ).toBe(text.registrationNotFound);
  });
  it("ends an offer with the tournament's day, so a place is never offered past the event", async () => {
    const { tournamentId, entry } = await open(1, 0);
    const holder = await world.checkout(tournamentId, teamOrder(entry.id));
    const waiting = await world.checkout(tournamentId, teamOrder(entry.id));
    await lapse(holder.token, 'hold_expires_at');
    await sweep();
    const offered = await world.own(waiting.token);
    expect(offered.state).toBe('offered');
    const [row] = (await world.dataSource.query(`SELECT ((date + 1)::timestamp AT TIME ZONE time_zone) AS ends FROM tournaments WHERE id = $1`, [
      tournamentId,
    ])) as Array<{ ends: Date }>;
    const expected = Math.min(row!.ends.getTime(), Date.now() + 12 * 3_600_000);
    expect(Math.abs(new Date(offered.offerExpiresAt!).getTime() - expected)).toBeLessThan(60_000);
  });
});
