import { randomUUID } from 'node:crypto';
import { auctionCatalogue, auctionItem, auctionMessages, type PlaceBidRequest } from '@fairway/contracts/auction';
import { auctionBidder, auctionBill, onlineCheckoutResponse, unpaidBidders } from '@fairway/contracts/auction-desk';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/create-app';
import { AuctionSettlementService } from '../src/modules/auction/auction-settlement.service';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { PaymentsService } from '../src/modules/payments/payments.service';
import { TestEventDelivery } from '../src/modules/payments/test-provider/test-event-delivery';
import type { TestEvent } from '../src/modules/payments/test-provider/test-events';
import { fixtures } from './support/fixtures';
import { openEventStream } from './support/sse-client';
import { startTestApp, testConfig, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';
import { waitFor } from './payments/support/payments-harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the auction after the bids: settlement, bills, checkout at the desk and online, offer to the next bidder (real PostgreSQL)', () => {
  let testApp: TestApp;
  let replica: NestExpressApplication;
  let fx: ReturnType<typeof fixtures>;
  let owner: TestUser;
  let desk: TestUser;
  let secondDesk: TestUser;
  let checkInDesk: TestUser;
  let stranger: TestUser;
  let guests: TestUser[];
  const delivered: Array<{ event: TestEvent; secret: string }> = [];

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);
  const db = () => testApp.app.get(DataSource);
  const query = <T>(sql: string, params: unknown[] = []) => db().query(sql, params) as Promise<T[]>;

  async function auction(settings: Record<string, unknown> = {}) {
    const tournament = await fx.tournament({ adminUserId: owner.uid });
    const base = `/api/tournaments/${tournament.id}/auction`;
    await as(owner, api().put(`${base}/settings`))
      .send({ closesAt: new Date(Date.now() + 60 * 60_000).toISOString(), softCloseMinutes: 0, whoMayBid: 'signed-in', ...settings })
      .expect(200);
    for (const [user, role] of [
      [desk, 'auction'],
      [secondDesk, 'auction'],
      [checkInDesk, 'check-in'],
    ] as const) {
      await fx.eventMember(tournament.id, user, role);
    }
    const addItem = async (fields: Record<string, unknown> = {}) =>
      auctionItem.parse(
        (
          await as(owner, api().post(`${base}/items`))
            .send({
              title: 'Foursome at Pebble Beach',
              startingBidCents: 10_000,
              fairMarketValueCents: 40_000,
              incrementRule: { kind: 'fixed', cents: 500 },
              ...fields,
            })
            .expect(201)
        ).body,
      );
    const bid = (user: TestUser, itemId: string, body: Partial<PlaceBidRequest> = {}) =>
      as(user, api().post(`${base}/items/${itemId}/bids`))
        .send({ idempotencyKey: randomUUID(), ...body })
        .expect(201);
    const closeNow = (itemId: string) => query(`UPDATE auction_items SET closes_at = now() - interval '1 millisecond' WHERE id = $1`, [itemId]);
    const numberOf = async (user: TestUser) =>
      (await query<{ number: number }>('SELECT number FROM bidder_numbers WHERE tournament_id = $1 AND user_id = $2', [tournament.id, user.uid]))[0]!.number;
    const bill = async (user: TestUser, number: number) => auctionBill.parse((await as(user, api().get(`${base}/bidders/${number}/bill`)).expect(200)).body);
    const checkout = (user: TestUser, number: number, body: Record<string, unknown>) =>
      as(user, api().post(`${base}/bidders/${number}/checkout`)).send({ method: 'cash', idempotencyKey: randomUUID(), ...body });
    const entries = () =>
      query<{ amount_cents: number; method: string; recorded_by: string; donor_name: string; private_note: string; private: boolean; state: string }>(
        `SELECT amount_cents::int, method, recorded_by, donor_name, private_note, private, state FROM ledger_entries WHERE tournament_id = $1 AND kind = 'auction' ORDER BY recorded_at, amount_cents DESC`,
        [tournament.id],
      );
    const raisedCents = async () =>
      Number((await query<{ cents: string }>('SELECT charity_raised_cents AS cents FROM tournaments WHERE id = $1', [tournament.id]))[0]!.cents);
    return { tournament, base, addItem, bid, closeNow, numberOf, bill, checkout, entries, raisedCents };
  }

  /** The item settled by the close job (or a settlement round). */
  const settled = (itemId: string) =>
    waitFor(
      async () => (await query<{ settled_at: Date | null }>('SELECT settled_at FROM auction_items WHERE id = $1', [itemId]))[0]!.settled_at,
      (at) => at !== null,
    );
  const winsOf = (itemId: string) =>
    query<{ bidder_number: number; price_cents: number; passed_at: Date | null; paid_at: Date | null }>(
      'SELECT bidder_number, price_cents, passed_at, paid_at FROM auction_wins WHERE item_id = $1 ORDER BY settled_at',
      [itemId],
    );
  const wonMails = (tournamentId: string) =>
    query<{ recipient: string; data: { itemTitle: string; priceCents: number; bidderNumber: number; payPath: string | null } }>(
      `SELECT recipient, data FROM mail_outbox WHERE template = 'auction-won' AND tournament_id = $1 ORDER BY created_at`,
      [tournamentId],
    );

  beforeAll(async () => {
    // One Redis carries the live events between the two processes, as between replicas.
    testApp = await startTestApp({ env: { REDIS_URL } });
    fx = fixtures(testApp.app);
    await testApp.app.listen(0, '127.0.0.1');
    // A second API process on the same database: both run the close job.
    replica = await createApp({ config: testConfig(testApp.database.url, { REDIS_URL }), databaseUrl: testApp.database.url });
    [owner, desk, secondDesk, checkInDesk, stranger, ...guests] = await Promise.all([
      signUpTestUser('ac-owner'),
      signUpTestUser('ac-desk', { displayName: 'Dee Desk' }),
      signUpTestUser('ac-desk-2'),
      signUpTestUser('ac-check-in'),
      signUpTestUser('ac-stranger'),
      ...Array.from({ length: 4 }, (_, index) => signUpTestUser(`ac-guest-${index}`, { displayName: `Guest Number${index}` })),
    ]);
    const delivery = testApp.app.get(TestEventDelivery);
    const deliver = delivery.deliver.bind(delivery);
    delivery.deliver = (event, secret) => {
      delivered.push({ event, secret });
      deliver(event, secret);
    };
  });

  afterAll(async () => {
    await replica?.close();
    await testApp?.close();
  });

  it('settles each item once at its close, with two API processes racing, and tells the TV and the winner', async () => {
    const { tournament, addItem, bid, numberOf } = await auction();
    const item = await addItem({ title: 'Signed flag' });
    const unsold = await addItem({ title: 'Golf lesson', reserveCents: 50_000 });
    await bid(guests[0]!, item.id, { maxBidCents: 30_000 });
    await bid(guests[1]!, item.id, { amountCents: 20_000 });
    await bid(guests[1]!, unsold.id);
    const live = await openEventStream(`${await testApp.app.getUrl()}/api/tournaments/${tournament.id}/events`);
    try {
      await live.next('leaderboard');
      // Both close 1.5 s from now, as the database's clock says; the jobs of both processes and extra rounds race for them.
      await query(`UPDATE auction_items SET closes_at = now() + interval '1500 milliseconds' WHERE id = ANY($1)`, [[item.id, unsold.id]]);
      const rounds = Array.from({ length: 6 }, (_, index) =>
        new Promise((resolve) => setTimeout(resolve, 1_450 + index * 20)).then(() =>
          (index % 2 === 0 ? testApp.app : replica).get(AuctionSettlementService).settleDue(),
        ),
      );
      const told = await live.next('auction', (event) => event.data.sales.some((sale) => sale.itemId === item.id), { timeoutMs: 5_000 });
      await Promise.all(rounds);
      const winner = await numberOf(guests[0]!);
      expect(told.data.sales).toEqual([expect.objectContaining({ itemId: item.id, title: 'Signed flag', winners: [`Bidder ${winner}`], priceCents: 20_500 })]);
      expect(told.data.items.find((shown) => shown.id === item.id)).toMatchObject({ state: 'sold', leaders: [`Bidder ${winner}`] });
    } finally {
      live.close();
    }
    await settled(unsold.id);
    expect(await winsOf(item.id)).toEqual([expect.objectContaining({ bidder_number: await numberOf(guests[0]!), price_cents: 20_500, paid_at: null })]);
    expect(await winsOf(unsold.id)).toEqual([]);
    const mails = await wonMails(tournament.id);
    expect(mails.map((mail) => [mail.recipient, mail.data.itemTitle, mail.data.priceCents])).toEqual([[guests[0]!.email, 'Signed flag', 20_500]]);
    expect(mails[0]!.data.payPath).toBe(`/tournament/${tournament.id}/auction/my-bids`);

    const shown = auctionCatalogue.parse((await as(guests[0]!, api().get(`/api/tournaments/${tournament.id}/auction`)).expect(200)).body);
    expect(shown.sales.map((sale) => sale.itemId)).toEqual([item.id]);
    expect(shown.items.find((one) => one.id === item.id)).toMatchObject({ state: 'sold', myState: 'winning' });
    expect(shown.items.find((one) => one.id === unsold.id)).toMatchObject({ state: 'closed' });
    expect(JSON.stringify(shown.sales)).not.toContain(guests[0]!.email);
  });

  it('settles a buy-now in the bid itself, and refuses any bid after an item is settled', async () => {
    const { tournament, base, addItem, bid, numberOf } = await auction();
    const item = await addItem({ buyNowCents: 50_000 });
    await bid(guests[2]!, item.id, { amountCents: 50_000 });
    expect(await winsOf(item.id)).toEqual([expect.objectContaining({ bidder_number: await numberOf(guests[2]!), price_cents: 50_000 })]);
    expect((await wonMails(tournament.id)).map((mail) => mail.recipient)).toEqual([guests[2]!.email]);
    await query(`UPDATE auction_items SET closes_at = now() + interval '1 hour' WHERE id = $1`, [item.id]);
    const late = await as(guests[3]!, api().post(`${base}/items/${item.id}/bids`))
      .send({ idempotencyKey: randomUUID(), amountCents: 60_000 })
      .expect(409);
    expect(late.body.message).toBe(auctionMessages.itemSold);
  });

  it('takes payment at the desk: one received ledger entry per line naming the desk, billChanged, a retried key, two desks at once', async () => {
    const { tournament, addItem, bid, closeNow, numberOf, bill, checkout, entries, raisedCents } = await auction();
    const item = await addItem({ title: 'Weekend at the lake', fairMarketValueCents: 80_000 });
    await bid(guests[0]!, item.id, { amountCents: 25_000 });
    const number = await numberOf(guests[0]!);
    await closeNow(item.id);
    await settled(item.id);
    await query(
      `INSERT INTO auction_fund_a_need_gifts (tournament_id, bidder_number, amount_cents, given_by, idempotency_key) VALUES ($1, $2, 10000, $3, 'gift-key-1')`,
      [tournament.id, number, guests[0]!.uid],
    );
    const before = await bill(desk, number);
    expect(before).toMatchObject({ bidderNumber: number, name: 'Guest Number0', dueCents: 35_000, paidCents: 0 });
    expect(before.lines.map((line) => [line.kind, line.title, line.amountCents, line.fairMarketValueCents, line.paid])).toEqual([
      ['item', 'Weekend at the lake', 25_000, 80_000, false],
      ['fund-a-need', 'Fund-a-need', 10_000, 0, false],
    ]);
    await as(stranger, api().get(`/api/tournaments/${tournament.id}/auction/bidders/${number}/bill`)).expect(403);
    await as(checkInDesk, api().get(`/api/tournaments/${tournament.id}/auction/bidders/${number}/bill`)).expect(403);

    const changed = await checkout(desk, number, { expectedDueCents: 25_000 }).expect(409);
    expect(changed.body.message).toBe(auctionMessages.billChanged);
    expect(await entries()).toEqual([]);

    const raisedBefore = await raisedCents();
    const live = await openEventStream(`${await testApp.app.getUrl()}/api/tournaments/${tournament.id}/events`);
    await live.next('leaderboard');
    const key = randomUUID();
    const [first, second, retried] = await Promise.all([
      checkout(desk, number, { expectedDueCents: 35_000, idempotencyKey: key, method: 'card' }),
      checkout(secondDesk, number, { expectedDueCents: 35_000, method: 'cash' }),
      checkout(desk, number, { expectedDueCents: 35_000, idempotencyKey: key, method: 'card' }),
    ]);
    const statuses = [first.status, second.status, retried.status];
    // Whichever desk locked the bill first took the money; the other found nothing due (or a changed bill).
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThanOrEqual(1);
    expect(first.status).toBe(retried.status);
    const paidBy = first.status === 200 ? desk : secondDesk;
    const rows = await entries();
    expect(rows.map((row) => [row.amount_cents, row.recorded_by, row.state, row.private])).toEqual([
      [25_000, paidBy.uid, 'received', true],
      [10_000, paidBy.uid, 'received', true],
    ]);
    expect(rows.map((row) => row.donor_name)).toEqual(['Guest Number0', 'Guest Number0']);
    expect(rows[0]!.private_note).toBe(auctionMessages.ledgerItemNote('Weekend at the lake', number, 80_000));
    expect(await raisedCents()).toBe(raisedBefore + 35_000);
    // The TV's raised total moves with the payment.
    const told = await live.next('charity', (event) => event.data.charityRaised * 100 === raisedBefore + 35_000, { timeoutMs: 5_000 });
    live.close();
    expect(told.data.charityRaised).toBe((raisedBefore + 35_000) / 100);
    const after = await bill(desk, number);
    expect(after).toMatchObject({ dueCents: 0, paidCents: 35_000 });
    expect(after.lines.every((line) => line.paid)).toBe(true);
    if (first.status === 200) expect(auctionBill.parse(retried.body)).toMatchObject({ dueCents: 0, paidCents: 35_000 });
    const nothing = await checkout(desk, number, { expectedDueCents: 0 }).expect(409);
    expect(nothing.body.message).toBe(auctionMessages.nothingDue);
    await checkout(desk, 999, { expectedDueCents: 0 }).expect(404);
  });

  it('pays a bill online through the test provider: the verified webhook pays it once, a repeat changes nothing, an expired checkout nothing', async () => {
    const { tournament, base, addItem, bid, closeNow, numberOf, entries } = await auction();
    const item = await addItem({ title: 'Signed driver' });
    const other = await addItem({ title: 'Caddie for a day' });
    await bid(guests[1]!, item.id, { amountCents: 15_000 });
    const number = await numberOf(guests[1]!);
    await closeNow(item.id);
    await settled(item.id);
    const mine = auctionBill.parse((await as(guests[1]!, api().get(`${base}/my-bill`)).expect(200)).body);
    expect(mine).toMatchObject({ bidderNumber: number, name: null, dueCents: 15_000, onlinePayment: true });
    await as(guests[3]!, api().get(`${base}/my-bill`)).expect(404);

    const opened = onlineCheckoutResponse.parse(
      (await as(guests[1]!, api().post(`${base}/my-bill/checkout`).set('Origin', 'http://localhost:8080')).expect(201)).body,
    );
    const again = onlineCheckoutResponse.parse(
      (await as(guests[1]!, api().post(`${base}/my-bill/checkout`).set('Origin', 'http://localhost:8080')).expect(201)).body,
    );
    expect(again.checkoutUrl).toBe(opened.checkoutUrl);
    const sessionId = opened.checkoutUrl.split('/').pop()!;
    const paid = await api().post(`/api/payments/test-checkout/${sessionId}/pay`).type('form').send({ card: '4242424242424242' }).expect(303);
    expect(paid.headers.location).toBe(`http://localhost:8080/tournament/${tournament.id}/auction/my-bids`);
    await waitFor(
      async () => auctionBill.parse((await as(guests[1]!, api().get(`${base}/my-bill`)).expect(200)).body),
      (found) => found.dueCents === 0,
    );
    const paidEvent = delivered.find((d) => d.event.type === 'checkout.session.completed' && d.event.payload.includes(sessionId))!;
    testApp.app.get(TestEventDelivery).deliver(paidEvent.event, paidEvent.secret);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await entries()).map((row) => [row.amount_cents, row.method, row.recorded_by])).toEqual([[15_000, 'card', guests[1]!.uid]]);

    await bid(guests[1]!, other.id);
    await closeNow(other.id);
    await settled(other.id);
    const second = onlineCheckoutResponse.parse((await as(guests[1]!, api().post(`${base}/my-bill/checkout`)).expect(201)).body);
    await api()
      .post(`/api/payments/test-checkout/${second.checkoutUrl.split('/').pop()!}/cancel`)
      .type('form')
      .send({})
      .expect(303);
    await waitFor(
      async () =>
        (await query<{ state: string }>(`SELECT state FROM auction_checkouts WHERE session_id = $1`, [second.checkoutUrl.split('/').pop()]))[0]!.state,
      (state) => state === 'expired',
    );
    expect(auctionBill.parse((await as(guests[1]!, api().get(`${base}/my-bill`)).expect(200)).body)).toMatchObject({ dueCents: 10_000, paidCents: 15_000 });
    expect(await entries()).toHaveLength(1);
  });

  it('a refund at the provider is an adjustment naming who asked; a bill the desk took while the card page was open is refunded, never counted twice', async () => {
    const { tournament, base, addItem, bid, closeNow, numberOf, checkout } = await auction();
    const item = await addItem({ title: 'Wine case' });
    const other = await addItem({ title: 'Spa day' });
    await bid(guests[2]!, item.id, { amountCents: 12_000 });
    await closeNow(item.id);
    await settled(item.id);
    const paidOnline = async () => {
      const opened = onlineCheckoutResponse.parse((await as(guests[2]!, api().post(`${base}/my-bill/checkout`)).expect(201)).body);
      const sessionId = opened.checkoutUrl.split('/').pop()!;
      return { sessionId, pay: () => api().post(`/api/payments/test-checkout/${sessionId}/pay`).type('form').send({ card: '4242424242424242' }).expect(303) };
    };
    const ledger = () =>
      query<{ kind: string; amount_cents: number; recorded_by: string; method: string }>(
        `SELECT kind, amount_cents::int, recorded_by, method FROM ledger_entries WHERE tournament_id = $1 ORDER BY recorded_at, id`,
        [tournament.id],
      );
    const first = await paidOnline();
    await first.pay();
    await waitFor(ledger, (rows) => rows.length === 1);
    const by = { uid: owner.uid, email: owner.email, emailVerified: true, displayName: 'Owner' };
    await testApp.app.get(PaymentsService).refund(first.sessionId, 5_000, 'Wrong vintage', by);
    const rows = await waitFor(ledger, (found) => found.length === 2);
    expect(rows.map((row) => [row.kind, row.amount_cents, row.recorded_by])).toEqual([
      ['auction', 12_000, guests[2]!.uid],
      ['adjustment', -5_000, owner.uid],
    ]);

    await bid(guests[2]!, other.id, { amountCents: 11_000 });
    await closeNow(other.id);
    await settled(other.id);
    const second = await paidOnline();
    await checkout(desk, await numberOf(guests[2]!), { expectedDueCents: 11_000 }).expect(200);
    await second.pay();
    await waitFor(
      async () => (await query<{ state: string }>('SELECT state FROM payment_checkouts WHERE session_id = $1', [second.sessionId]))[0]!.state,
      (state) => state === 'refunded',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ledger()).map((row) => [row.kind, row.amount_cents, row.method])).toEqual([
      ['auction', 12_000, 'card'],
      ['adjustment', -5_000, 'card'],
      ['auction', 11_000, 'cash'],
    ]);
  });

  it('lists the unpaid and the bidders, and offers an unpaid item to the next bidder at their own maximum', async () => {
    const { tournament, base, addItem, bid, closeNow, numberOf, checkout } = await auction();
    const item = await addItem({ title: 'Club membership' });
    const lonely = await addItem({ title: 'Umbrella' });
    await bid(guests[0]!, item.id, { maxBidCents: 12_000 });
    await bid(guests[2]!, item.id, { maxBidCents: 18_000 });
    await bid(guests[3]!, item.id, { maxBidCents: 30_000 });
    await bid(guests[0]!, lonely.id);
    const [first, runnerUp, third] = [await numberOf(guests[3]!), await numberOf(guests[2]!), await numberOf(guests[0]!)];
    await closeNow(item.id);
    await closeNow(lonely.id);
    await settled(item.id);
    await settled(lonely.id);

    const unpaid = unpaidBidders.parse((await as(desk, api().get(`${base}/unpaid`)).expect(200)).body);
    expect(unpaid.bidders.map((bidder) => [bidder.bidderNumber, bidder.dueCents])).toEqual([
      [first, 18_500],
      [third, 10_000],
    ]);
    expect(unpaid.totalDueCents).toBe(28_500);
    await as(checkInDesk, api().get(`${base}/unpaid`)).expect(403);

    const asDesk = (await as(desk, api().get(`${base}/bidders`)).expect(200)).body.map((row: unknown) => auctionBidder.parse(row));
    expect(asDesk.find((bidder: { number: number }) => bidder.number === first)).toMatchObject({
      name: 'Guest Number3',
      email: null,
      dueCents: 18_500,
      linked: true,
    });
    const asOwner = (await as(owner, api().get(`${base}/bidders`)).expect(200)).body.map((row: unknown) => auctionBidder.parse(row));
    expect(asOwner.find((bidder: { number: number }) => bidder.number === first)!.email).toBe(guests[3]!.email);
    await as(checkInDesk, api().get(`${base}/bidders`)).expect(200);
    await as(stranger, api().get(`${base}/bidders`)).expect(403);

    await as(desk, api().post(`${base}/items/${item.id}/offer-next`)).expect(403);
    await as(owner, api().post(`${base}/items/${item.id}/offer-next`)).expect(204);
    const wins = await winsOf(item.id);
    expect(wins.map((win) => [win.bidder_number, win.price_cents, win.passed_at !== null])).toEqual([
      [first, 18_500, true],
      [runnerUp, 18_000, false],
    ]);
    const mails = await wonMails(tournament.id);
    expect(mails.filter((mail) => mail.data.itemTitle === 'Club membership').map((mail) => [mail.recipient, mail.data.priceCents])).toEqual([
      [guests[3]!.email, 18_500],
      [guests[2]!.email, 18_000],
    ]);
    const shown = auctionCatalogue.parse((await as(guests[2]!, api().get(`/api/tournaments/${tournament.id}/auction`)).expect(200)).body);
    expect(shown.sales.find((sale) => sale.itemId === item.id)).toMatchObject({ winners: [`Bidder ${runnerUp}`], priceCents: 18_000 });
    expect(shown.items.find((one) => one.id === item.id)).toMatchObject({ leaders: [`Bidder ${runnerUp}`], myState: 'winning' });

    await checkout(desk, runnerUp, { expectedDueCents: 18_000 }).expect(200);
    const paidNow = await as(owner, api().post(`${base}/items/${item.id}/offer-next`)).expect(409);
    expect(paidNow.body.message).toBe(auctionMessages.notUnpaid);
    const none = await as(owner, api().post(`${base}/items/${lonely.id}/offer-next`)).expect(409);
    expect(none.body.message).toBe(auctionMessages.noRunnerUp);
    await testApp.app.get(EventPublisher).settled();
  });
});
