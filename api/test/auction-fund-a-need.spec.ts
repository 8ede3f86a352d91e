import { randomUUID } from 'node:crypto';
import { auctionCatalogue, auctionMessages, fundANeedView } from '@fairway/contracts/auction';
import { fundANeedGiftResponse, type FundANeedRequest } from '@fairway/contracts/auction-desk';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from './support/fixtures';
import { openEventStream, pushedWithinMs } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('the fund-a-need (paddle raise) over HTTP (real PostgreSQL)', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let owner: TestUser;
  let stranger: TestUser;
  let givers: TestUser[];

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);
  const db = () => testApp.app.get(DataSource);

  const levels: FundANeedRequest = { title: 'Junior golf clinics', levelsCents: [10_000, 100_000, 50_000], goalCents: 2_000_000 };

  async function auction(settings: Record<string, unknown> = {}) {
    const tournament = await fx.tournament({ adminUserId: owner.uid });
    const base = `/api/tournaments/${tournament.id}/auction`;
    await as(owner, api().put(`${base}/settings`))
      .send({ whoMayBid: 'signed-in', ...settings })
      .expect(200);
    const save = (body: FundANeedRequest = levels, user = owner) => as(user, api().put(`${base}/fund-a-need`)).send(body);
    const give = (user: TestUser, amountCents: number, idempotencyKey: string = randomUUID()) =>
      as(user, api().post(`${base}/fund-a-need/gifts`)).send({ amountCents, idempotencyKey });
    const catalogue = async () => auctionCatalogue.parse((await api().get(base).expect(200)).body);
    return { tournament, base, save, give, catalogue };
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [owner, stranger, ...givers] = await Promise.all([
      signUpTestUser('fan-owner'),
      signUpTestUser('fan-stranger'),
      ...Array.from({ length: 20 }, (_, index) => signUpTestUser(`fan-giver-${index}`)),
    ]);
    await testApp.app.listen(0, '127.0.0.1');
  });

  afterAll(() => testApp?.close());

  it('keeps the levels highest first and shows the fund-a-need in the catalogue (null before there is one)', async () => {
    const { save, catalogue } = await auction();
    expect((await catalogue()).fundANeed).toBeNull();
    const saved = fundANeedView.parse((await save().expect(200)).body);
    expect(saved.levels).toEqual([
      { amountCents: 100_000, count: 0 },
      { amountCents: 50_000, count: 0 },
      { amountCents: 10_000, count: 0 },
    ]);
    expect((await catalogue()).fundANeed).toEqual({ ...saved, totalCents: 0, giftCount: 0, open: true, description: '' });
    expect((await save(levels, stranger).expect(403)).body.message.length).toBeGreaterThan(0);
    expect((await save({ ...levels, levelsCents: [100, 100] }).expect(400)).body.message).toBe(auctionMessages.levelsInvalid);
  });

  it('counts 20 gifts given at once: each level its count, the total their sum, one bidder number each', async () => {
    const { save, give, catalogue } = await auction();
    await save().expect(200);
    const amounts = givers.map((_, index) => [100_000, 50_000, 10_000][index % 3]!);
    const responses = await Promise.all(givers.map((giver, index) => give(giver, amounts[index]!)));
    expect(responses.map((response) => response.status)).toEqual(givers.map(() => 201));
    const numbers = responses.map((response) => fundANeedGiftResponse.parse(response.body).bidderNumber);
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => 101 + index));
    const shown = (await catalogue()).fundANeed!;
    expect(shown.levels).toEqual([
      { amountCents: 100_000, count: 7 },
      { amountCents: 50_000, count: 7 },
      { amountCents: 10_000, count: 6 },
    ]);
    expect(shown.totalCents).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
    expect(shown.giftCount).toBe(20);
  });

  it('takes a retried key once, and refuses a level not offered (400), a closed one (409) and a key reused for another amount', async () => {
    const { tournament, save, give } = await auction();
    await save().expect(200);
    const key = randomUUID();
    const first = fundANeedGiftResponse.parse((await give(givers[0]!, 50_000, key).expect(201)).body);
    const again = fundANeedGiftResponse.parse((await give(givers[0]!, 50_000, key).expect(201)).body);
    expect(again.giftId).toBe(first.giftId);
    expect(again.fundANeed.giftCount).toBe(1);
    expect((await give(givers[0]!, 50_000, key.replace(/.$/, 'x')).expect(201)).body.fundANeed.giftCount).toBe(2);
    expect((await give(givers[0]!, 10_000, key).expect(409)).body.message).toBe(auctionMessages.keyReused);
    const refused = await give(givers[1]!, 25_000).expect(400);
    expect(refused.body.message).toBe(auctionMessages.levelNotOffered);
    await save({ ...levels, open: false }).expect(200);
    expect((await give(givers[1]!, 50_000).expect(409)).body.message).toBe(auctionMessages.fundANeedClosed);
    const [{ count, total }] = (await db().query(
      'SELECT count(*)::int AS count, sum(amount_cents)::int AS total FROM auction_fund_a_need_gifts WHERE tournament_id = $1',
      [tournament.id],
    )) as [{ count: number; total: number }];
    expect({ count, total }).toEqual({ count: 2, total: 100_000 });
    // A refused gift gave the refused caller no number.
    const numbers = (await db().query('SELECT user_id FROM bidder_numbers WHERE tournament_id = $1', [tournament.id])) as Array<{ user_id: string }>;
    expect(numbers.map((row) => row.user_id)).toEqual([givers[0]!.uid]);
  });

  it('gives only under the bid rule: a player not checked in is refused (403), a visitor must sign in (401)', async () => {
    const { base, save, give } = await auction({ whoMayBid: 'checked-in' });
    await save().expect(200);
    expect((await give(stranger, 10_000).expect(403)).body.message).toBe(auctionMessages.notAllowedToBid);
    await api().post(`${base}/fund-a-need/gifts`).send({ amountCents: 10_000, idempotencyKey: randomUUID() }).expect(401);
  });

  it('deletes a fund-a-need nobody gave to; after a gift it is closed instead (409)', async () => {
    const { base, save, give, catalogue } = await auction();
    await as(owner, api().delete(`${base}/fund-a-need`)).expect(404);
    await save().expect(200);
    await as(stranger, api().delete(`${base}/fund-a-need`)).expect(403);
    await as(owner, api().delete(`${base}/fund-a-need`)).expect(204);
    expect((await catalogue()).fundANeed).toBeNull();
    expect((await give(givers[2]!, 10_000).expect(404)).body.message).toBe(auctionMessages.fundANeedNotFound);
    await save().expect(200);
    await give(givers[2]!, 10_000).expect(201);
    expect((await as(owner, api().delete(`${base}/fund-a-need`)).expect(409)).body.message).toBe(auctionMessages.fundANeedHasGifts);
  });

  it('tells every gift on the live stream at once: the thermometer climbs', async () => {
    const { tournament, save, give } = await auction();
    await save().expect(200);
    const live = await openEventStream(`${await testApp.app.getUrl()}/api/tournaments/${tournament.id}/events`);
    try {
      await live.next('leaderboard');
      const started = Date.now();
      await give(givers[3]!, 100_000).expect(201);
      const told = await live.next('auction', (event) => event.data.fundANeed?.totalCents === 100_000, { timeoutMs: pushedWithinMs });
      expect(Date.now() - started).toBeLessThan(pushedWithinMs);
      expect(told.data.fundANeed).toMatchObject({ giftCount: 1, levels: [{ amountCents: 100_000, count: 1 }, expect.anything(), expect.anything()] });
      expect(JSON.stringify(told)).not.toContain(givers[3]!.email);
      await save({ ...levels, open: false }).expect(200);
      expect((await live.next('auction', (event) => event.data.fundANeed?.open === false)).data.items).toEqual([]);
    } finally {
      live.close();
    }
  });
});
