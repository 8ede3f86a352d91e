import { randomUUID } from 'node:crypto';
import { auctionCatalogue, auctionItem, auctionMessages, placeBidResponse, type PlaceBidRequest } from '@fairway/contracts/auction';
import { applyBid, type AuctionItemState, openingState } from '@fairway/golf/auction';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from './support/fixtures';
import { openEventStream } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

interface BidRow {
  bidder_number: number;
  requested_amount_cents: number | null;
  requested_max_cents: number | null;
  amount_cents: number;
  max_cents: number;
  idempotency_key: string;
  outcome: string;
  price_after_cents: number;
  placed_by: string;
  created_at: Date;
}

describe('the silent auction over HTTP (real PostgreSQL)', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let owner: TestUser;
  let guests: TestUser[];
  let stranger: TestUser;

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);
  const db = () => testApp.app.get(DataSource);

  /** A tournament whose auction is open to everyone signed in (unless said otherwise), closing in an hour. */
  async function auction(settings: Record<string, unknown> = {}) {
    const tournament = await fx.tournament({ adminUserId: owner.uid });
    const base = `/api/tournaments/${tournament.id}/auction`;
    const closesAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await as(owner, api().put(`${base}/settings`))
      .send({ closesAt, softCloseMinutes: 0, whoMayBid: 'signed-in', ...settings })
      .expect(200);
    const addItem = async (fields: Record<string, unknown> = {}) =>
      auctionItem.parse(
        (
          await as(owner, api().post(`${base}/items`))
            .send({ title: 'Foursome at Pebble Beach', startingBidCents: 10_000, incrementRule: { kind: 'fixed', cents: 500 }, ...fields })
            .expect(201)
        ).body,
      );
    const bid = (user: TestUser, itemId: string, body: Partial<PlaceBidRequest> = {}) =>
      as(user, api().post(`${base}/items/${itemId}/bids`)).send({ idempotencyKey: randomUUID(), ...body });
    const catalogue = async (user?: TestUser) => {
      const call = api().get(base);
      return auctionCatalogue.parse((await (user ? as(user, call) : call).expect(200)).body);
    };
    return { tournament, base, addItem, bid, catalogue };
  }

  /** The engine replayed over the committed bids in their order, at the database's times. */
  async function replay(itemId: string): Promise<{ state: AuctionItemState; rows: BidRow[] }> {
    const [item] = (await db().query('SELECT * FROM auction_items WHERE id = $1', [itemId])) as Array<Record<string, unknown>>;
    const [settings] = (await db().query('SELECT * FROM auction_settings WHERE tournament_id = $1', [item!.tournament_id])) as Array<{ closes_at: Date }>;
    const rows = (await db().query('SELECT * FROM auction_bids WHERE item_id = $1 ORDER BY seq', [itemId])) as BidRow[];
    let state = openingState(
      {
        startingBidCents: item!.starting_bid_cents as number,
        incrementRule: item!.increment_rule as never,
        buyNowCents: item!.buy_now_cents as number | null,
        reserveCents: item!.reserve_cents as number | null,
        quantity: item!.quantity as number,
        opensAt: null,
        softCloseMinutes: 0,
        hardCapAt: null,
        withdrawn: false,
      },
      settings!.closes_at.getTime(),
    );
    for (const row of rows) {
      const bid = {
        bidderId: String(row.bidder_number),
        amountCents: row.requested_amount_cents ?? undefined,
        maxBidCents: row.requested_max_cents ?? undefined,
        idempotencyKey: row.idempotency_key,
      };
      const result = applyBid(state, bid, row.created_at.getTime());
      if (result.kind !== 'accepted') throw new Error(`replayed bid ${row.idempotency_key} was ${result.kind}`);
      expect({ outcome: result.outcome, amount: result.amountCents, max: result.maxCents, price: result.state.priceCents }).toEqual({
        outcome: row.outcome,
        amount: row.amount_cents,
        max: row.max_cents,
        price: row.price_after_cents,
      });
      state = result.state;
    }
    return { state, rows };
  }

  /** A bid sent again with the same key while the API answers 503 (a phone on a weak signal). */
  async function bidUntilAnswered(send: () => request.Test): Promise<request.Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await send();
      if (response.status !== 503 || attempt === 20) return response;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [owner, stranger, ...guests] = await Promise.all([
      signUpTestUser('auction-owner'),
      signUpTestUser('auction-stranger'),
      ...Array.from({ length: 10 }, (_, index) => signUpTestUser(`auction-guest-${index}`)),
    ]);
    await testApp.app.listen(0, '127.0.0.1');
  });

  afterAll(() => testApp?.close());

  it('takes 100 bids at once on one item: one leader and one price, as the engine replayed over the committed rows gives', async () => {
    const { addItem, bid, catalogue } = await auction();
    const item = await addItem();
    const sends = Array.from({ length: 100 }, (_, index) => {
      const guest = guests[index % guests.length]!;
      const body = { idempotencyKey: randomUUID(), ...(index % 3 === 0 ? { maxBidCents: 10_000 + ((index * 7919) % 90_000) } : {}) };
      return bidUntilAnswered(() => bid(guest, item.id, body));
    });
    const responses = await Promise.all(sends);
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => [201, 400].includes(status))).toBe(true);
    const accepted = statuses.filter((status) => status === 201).length;
    process.stdout.write(`auction race: ${accepted} of 100 bids taken, ${statuses.length - accepted} refused as too low or a leader's own\n`);
    expect(accepted).toBeGreaterThan(10);

    const { state, rows } = await replay(item.id);
    expect(rows).toHaveLength(accepted);
    const [stored] = (await db().query('SELECT price_cents, standings, bid_count FROM auction_items WHERE id = $1', [item.id])) as Array<{
      price_cents: number;
      standings: unknown;
      bid_count: number;
    }>;
    expect(stored).toEqual({ price_cents: state.priceCents, standings: state.standings, bid_count: accepted });
    const shown = (await catalogue()).items[0]!;
    expect(shown.currentPriceCents).toBe(state.priceCents);
    expect(shown.leaders).toEqual([`Bidder ${state.standings[0]!.bidderId}`]);
    expect(shown.bidCount).toBe(accepted);
  });

  it('sells a buy-now once when two guests take it at the same moment', async () => {
    const { addItem, bid, catalogue } = await auction();
    const item = await addItem({ buyNowCents: 50_000 });
    const [first, second] = await Promise.all([
      bidUntilAnswered(() => bid(guests[0]!, item.id, { amountCents: 50_000, idempotencyKey: 'buy-now-guest-0' })),
      bidUntilAnswered(() => bid(guests[1]!, item.id, { amountCents: 50_000, idempotencyKey: 'buy-now-guest-1' })),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toBe(auctionMessages.itemSold);
    expect(placeBidResponse.parse((first.status === 201 ? first : second).body).outcome).toBe('bought');
    const shown = (await catalogue()).items[0]!;
    expect(shown).toMatchObject({ state: 'sold', currentPriceCents: 50_000, bidCount: 1 });
  });

  it('refuses a bid after the close as the database clock decides, and moves the close on a late bid', async () => {
    const { addItem, bid } = await auction({ softCloseMinutes: 2 });
    const item = await addItem();
    await db().query(`UPDATE auction_items SET closes_at = now() - interval '1 second' WHERE id = $1`, [item.id]);
    const late = await bid(guests[0]!, item.id).expect(409);
    expect(late.body.message).toBe(auctionMessages.auctionClosed);

    const lastMinute = await addItem();
    await db().query(`UPDATE auction_items SET closes_at = now() + interval '30 seconds' WHERE id = $1`, [lastMinute.id]);
    const before = Date.now();
    const taken = placeBidResponse.parse((await bid(guests[0]!, lastMinute.id).expect(201)).body);
    expect(Date.parse(taken.item.closesAt!)).toBeGreaterThan(before + 100_000);
    const [{ count }] = (await db().query('SELECT count(*)::int AS count FROM auction_bids WHERE item_id = $1', [item.id])) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('answers a retried key with the first bid, outbids with a maximum, and puts the outbid e-mail in the outbox', async () => {
    const { tournament, addItem, bid, catalogue } = await auction();
    const item = await addItem({ title: 'Signed flag' });
    const key = randomUUID();
    const first = placeBidResponse.parse((await bid(guests[2]!, item.id, { idempotencyKey: key }).expect(201)).body);
    const retried = placeBidResponse.parse((await bid(guests[2]!, item.id, { idempotencyKey: key }).expect(201)).body);
    expect(retried.bidId).toBe(first.bidId);
    expect((await catalogue()).items[0]!.bidCount).toBe(1);

    const challenger = placeBidResponse.parse((await bid(guests[3]!, item.id, { maxBidCents: 30_000 }).expect(201)).body);
    expect(challenger).toMatchObject({ outcome: 'winning', item: { currentPriceCents: 10_500, myState: 'winning' } });
    const outbid = await bid(guests[2]!, item.id, { amountCents: 20_000 }).expect(201);
    expect(placeBidResponse.parse(outbid.body)).toMatchObject({ outcome: 'outbid', item: { currentPriceCents: 20_500 } });
    const mine = (await catalogue(guests[2]!)).items[0]!;
    expect(mine).toMatchObject({ myState: 'outbid', leaders: [`Bidder ${challenger.bidderNumber}`] });
    const mails = (await db().query(`SELECT recipient, data FROM mail_outbox WHERE template = 'auction-outbid' AND tournament_id = $1`, [
      tournament.id,
    ])) as Array<{ recipient: string; data: { itemTitle: string } }>;
    expect(mails.map((mail) => mail.recipient)).toEqual([guests[2]!.email]);
    expect(mails[0]!.data.itemTitle).toBe('Signed flag');
  });

  it('refuses bad bids with a clear 4xx and changes nothing', async () => {
    const { base, addItem, bid } = await auction();
    const item = await addItem();
    await bid(guests[4]!, item.id).expect(201);
    expect((await bid(guests[5]!, item.id, { amountCents: 10_400 }).expect(400)).body.message).toBe(auctionMessages.bidTooLow(10_500));
    expect((await bid(guests[5]!, item.id, { amountCents: 10_500.5 }).expect(400)).body.message).toBe(auctionMessages.amountInvalid);
    expect((await bid(guests[5]!, item.id, { amountCents: 200_000_000 }).expect(400)).body.message).toBe(auctionMessages.amountTooLarge);
    expect((await bid(guests[4]!, item.id).expect(400)).body.message).toBe(auctionMessages.alreadyLeading);
    await as(owner, api().put(`${base}/items/${item.id}`))
      .send({ title: 'Foursome at Pebble Beach', startingBidCents: 10_000, status: 'withdrawn' })
      .expect(200);
    expect((await bid(guests[5]!, item.id).expect(409)).body.message).toBe(auctionMessages.itemWithdrawn);
    await bid(guests[5]!, randomUUID()).expect(404);
    await api().post(`${base}/items/${item.id}/bids`).send({ idempotencyKey: randomUUID() }).expect(401);
    await as(stranger, api().post(`${base}/items`))
      .send({ title: 'Mine', startingBidCents: 100 })
      .expect(403);
    await as(owner, api().delete(`${base}/items/${item.id}`)).expect(409);
    const [{ count }] = (await db().query('SELECT count(*)::int AS count FROM auction_bids WHERE item_id = $1', [item.id])) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('lets only checked-in players bid when the organiser says so, and shows bidders by number only', async () => {
    const { tournament, addItem, bid, catalogue } = await auction({ whoMayBid: 'checked-in' });
    const item = await addItem();
    expect((await bid(stranger, item.id).expect(403)).body.message).toBe(auctionMessages.notAllowedToBid);
    const team = await fx.team(tournament.id, [{ name: 'Casey Golfer', email: guests[6]!.email, userId: guests[6]!.uid, handicap: 10 }]);
    await db().query('UPDATE players SET checked_in = true WHERE team_id = $1', [team.id]);
    const taken = placeBidResponse.parse((await bid(guests[6]!, item.id).expect(201)).body);
    expect(taken.bidderNumber).toBe(101);
    const text = JSON.stringify(await catalogue());
    expect(text).toContain('Bidder 101');
    expect(text).not.toContain(guests[6]!.email);
    expect(text).not.toContain('Casey');
    expect(text).not.toContain(guests[6]!.uid);
  });

  it('tells each bid on the live stream after it commits: the item with its price and leader by number, no names', async () => {
    const { tournament, addItem, bid } = await auction();
    const item = await addItem();
    const live = await openEventStream(`${await testApp.app.getUrl()}/api/tournaments/${tournament.id}/events`);
    try {
      await live.next('leaderboard');
      const taken = placeBidResponse.parse((await bid(guests[7]!, item.id, { maxBidCents: 20_000 }).expect(201)).body);
      const told = await live.next('auction', (event) => event.data.items.some((shown) => shown.id === item.id && shown.bidCount === 1));
      expect(told.data.items).toEqual([
        expect.objectContaining({ id: item.id, currentPriceCents: 10_000, leaders: [`Bidder ${taken.bidderNumber}`], myState: 'none' }),
      ]);
      expect(JSON.stringify(told)).not.toContain(guests[7]!.email);
    } finally {
      live.close();
    }
  });
});
