// Generated bad input against every route that changes data: at least 200 requests per route as the
// tournament admin, or a contest's station for station routes (who pass every access check, so the input
// itself is what is judged). Not one may answer 5xx; every refusal is the API's error body; a refused
// request changes nothing.
import { randomUUID } from 'node:crypto';
import { errorBody } from '@fairway/contracts';
import { auctionMessages } from '@fairway/contracts/auction';
import fc from 'fast-check';
import request from 'supertest';
import { appWithFixtures } from '../support/fixtures';
import { type AuctionAttack, auctionSnapshot, openAuction } from './support/auction-attack-world';
import { badBody, badId, type BadRequest, malformedJson } from './support/bad-input.arbitraries';
import { type AttackWorld, buildWorld, type Cast, signUpCast, snapshot } from './support/attack-world';
import { type MutatingRoute, mutatingRoutes } from './support/mutating-routes';

const requestsPerRoute = 200;
// A fixed seed keeps CI repeatable; FUZZ_SEED=<n> explores other inputs locally.
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

function badRequests(route: MutatingRoute, world: AttackWorld): fc.Arbitrary<BadRequest> {
  const good = route.body?.(world);
  const json = badBody(route.fields, good).map((body): BadRequest => ({ kind: 'json', body }));
  const text = malformedJson.map((body): BadRequest => ({ kind: 'text', text: body, contentType: 'application/json' }));
  const wrongId = fc.record({ id: badId, body: fc.constant(good) }).map(({ id, body }): BadRequest => ({ kind: 'id', id, body }));
  // A delete has nothing to spoil but its id (with the right one, whatever the body, it rightly deletes).
  if (route.method === 'delete') return wrongId;
  const options: Array<fc.WeightedArbitrary<BadRequest>> = [
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: text },
  ];
  if (/\{\w+\}/.test(route.name)) options.push({ weight: 2, arbitrary: wrongId });
  return fc.oneof(...options);
}

describe('generated bad input never breaks the API or the data', () => {
  const suite = appWithFixtures();
  let cast: Cast;
  const tally = { requests: 0, serverErrors: 0 };

  beforeAll(async () => {
    cast = await signUpCast();
  });

  afterAll(() => {
    // Read by whoever writes the closing note; the assertions above are what fail the run.
    process.stdout.write(`bad-input: ${tally.requests} requests over ${mutatingRoutes.length} routes, ${tally.serverErrors} answered 5xx\n`);
  });

  async function send(route: MutatingRoute, world: AttackWorld, bad: BadRequest) {
    const path = bad.kind === 'id' ? route.path(world).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i, bad.id) : route.path(world);
    const call = route.station
      ? request(suite.testApp.http)[route.method](path).set('X-Station-Token', world.stationTokens.station)
      : request(suite.testApp.http)[route.method](path).set('Authorization', cast.admin.bearer);
    if (bad.kind === 'text') return call.set('Content-Type', bad.contentType).send(bad.text);
    const body = bad.body;
    return body === undefined ? call : call.set('Content-Type', 'application/json').send(JSON.stringify(body));
  }

  it.each(mutatingRoutes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const world = await buildWorld(suite.setup, cast);
    await route.prepare?.(suite.setup.dataSource, world);
    let before = await snapshot(suite.setup.dataSource, world.tournamentId);
    await fc.assert(
      fc.asyncProperty(badRequests(route, world), async (bad) => {
        const response = await send(route, world, bad);
        tally.requests += 1;
        if (response.status >= 500) tally.serverErrors += 1;
        expect(response.status).toBeLessThan(500);
        const after = await snapshot(suite.setup.dataSource, world.tournamentId);
        if (response.status >= 400) {
          expect(errorBody.safeParse(response.body).success).toBe(true);
          expect(after).toBe(before);
        }
        before = after;
      }),
      { numRuns: requestsPerRoute, seed, endOnFailure: true },
    );
    // The admin may have signed out everywhere meanwhile: the routes after this one get a new cast.
    if (route.endsCallerSessions) cast = await signUpCast();
  });

  describe("the auction's bad bids, each named: a clear 4xx with the message, and nothing changed", () => {
    let world: AttackWorld;
    let auction: AuctionAttack;
    /** The item: the member bid first (with `memberKey`), then the other member, who leads at $105; the next bid is $110. */
    let itemId: string;
    const memberKey = 'member-first-bid-key';
    const items: Record<'other' | 'withdrawn' | 'closed' | 'upcoming' | 'sold', string> = { other: '', withdrawn: '', closed: '', upcoming: '', sold: '' };

    beforeAll(async () => {
      world = await buildWorld(suite.setup, cast);
      auction = await openAuction(suite.testApp, world.tournamentId, cast.admin);
      itemId = await auction.addItem();
      await auction.bid(cast.member, itemId, { idempotencyKey: memberKey }).expect(201);
      await auction.bid(cast.otherMember, itemId).expect(201);
      items.other = await auction.addItem({ title: 'Dinner for four' });
      items.withdrawn = await auction.addItem({ title: 'Withdrawn print' });
      await auction.bid(cast.otherMember, items.withdrawn).expect(201);
      await request(suite.testApp.http)
        .put(`${auction.base}/items/${items.withdrawn}`)
        .set('Authorization', cast.admin.bearer)
        .send({ title: 'Withdrawn print', startingBidCents: 10_000, status: 'withdrawn' })
        .expect(200);
      items.upcoming = await auction.addItem({ title: 'Opens tomorrow', opensAt: new Date(Date.now() + 86_400_000).toISOString() });
      items.sold = await auction.addItem({ title: 'Golf cart for a day', buyNowCents: 50_000 });
      await auction.bid(cast.otherMember, items.sold, { amountCents: 50_000 }).expect(201);
      items.closed = await auction.addItem({ title: 'Closed already' });
      await auction.bid(cast.otherMember, items.closed).expect(201);
      await suite.setup.dataSource.query(`UPDATE auction_items SET closes_at = now() - interval '1 minute' WHERE id = $1`, [items.closed]);
      // The close job settles it within a second or so; the attacks below then meet a settled item, as at the event.
      for (let waited = 0; waited < 5_000; waited += 100) {
        const [row] = (await suite.setup.dataSource.query('SELECT settled_at FROM auction_items WHERE id = $1', [items.closed])) as Array<{
          settled_at: Date | null;
        }>;
        if (row?.settled_at) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });

    type Attack = [
      name: string,
      send: () => Promise<{ status: number; body: { message?: string } }>,
      status: number,
      message: string,
      item?: keyof typeof items,
    ];
    const attacks = (): Attack[] => [
      ['below the next amount', () => auction.bid(cast.member, itemId, { amountCents: 10_900 }), 400, auctionMessages.bidTooLow(11_000)],
      ['a maximum below the next amount', () => auction.bid(cast.member, itemId, { maxBidCents: 10_500 }), 400, auctionMessages.bidTooLow(11_000)],
      ['a fraction of a cent', () => auction.bid(cast.member, itemId, { amountCents: 11_000.5 }), 400, auctionMessages.amountInvalid],
      ['a negative amount', () => auction.bid(cast.member, itemId, { amountCents: -11_000 }), 400, auctionMessages.amountInvalid],
      ['nothing (0)', () => auction.bid(cast.member, itemId, { amountCents: 0 }), 400, auctionMessages.amountInvalid],
      ['an amount as a string', () => auction.bid(cast.member, itemId, { amountCents: '11000' }), 400, auctionMessages.amountInvalid],
      ['a maximum as words', () => auction.bid(cast.member, itemId, { maxBidCents: 'all of it' }), 400, auctionMessages.amountInvalid],
      ['an absurd amount ($2,000,000)', () => auction.bid(cast.member, itemId, { amountCents: 200_000_000 }), 400, auctionMessages.amountTooLarge],
      // Past the safe integers too: both sentences, the limit among them.
      [
        'a number past every limit (1e300)',
        () => auction.bid(cast.member, itemId, { maxBidCents: 1e300 }),
        400,
        `${auctionMessages.amountInvalid}; ${auctionMessages.amountTooLarge}`,
      ],
      [
        'a maximum below its own bid',
        () => auction.bid(cast.member, itemId, { amountCents: 12_000, maxBidCents: 11_500 }),
        400,
        auctionMessages.maxBelowAmount,
      ],
      ['the leader outbidding themself', () => auction.bid(cast.otherMember, itemId), 400, auctionMessages.alreadyLeading],
      [
        'a used key with another amount',
        () => auction.bid(cast.member, itemId, { idempotencyKey: memberKey, amountCents: 12_000 }),
        409,
        auctionMessages.keyReused,
      ],
      ['a used key on another item', () => auction.bid(cast.member, items.other, { idempotencyKey: memberKey }), 409, auctionMessages.keyReused, 'other'],
      ['a key that is no key', () => auction.bid(cast.member, itemId, { idempotencyKey: 'x' }), 400, auctionMessages.idempotencyKeyInvalid],
      ['on a withdrawn item', () => auction.bid(cast.member, items.withdrawn), 409, auctionMessages.itemWithdrawn, 'withdrawn'],
      ['after the close', () => auction.bid(cast.member, items.closed, { amountCents: 90_000 }), 409, auctionMessages.auctionClosed, 'closed'],
      ['before the item opens', () => auction.bid(cast.member, items.upcoming), 409, auctionMessages.notOpenYet, 'upcoming'],
      ['on an item bought outright', () => auction.bid(cast.member, items.sold, { amountCents: 60_000 }), 409, auctionMessages.itemSold, 'sold'],
      ['on an item of another tournament', () => auction.bid(cast.member, randomUUID()), 404, auctionMessages.itemNotFound],
      ['without signing in', () => auction.bid(null, itemId), 401, ''],
    ];

    it.each(attacks().map(([name], index) => [name, index] as const))('%s', async (_name, index) => {
      const [, send, status, message, item] = attacks()[index]!;
      const shownBefore = await auction.shown(item ? items[item] : itemId);
      const before = await auctionSnapshot(suite.setup.dataSource, world.tournamentId);
      const response = await send();
      expect([response.status, message ? response.body.message : errorBody.parse(response.body).message.length > 0]).toEqual([status, message || true]);
      expect(await auctionSnapshot(suite.setup.dataSource, world.tournamentId)).toEqual(before);
      const shownAfter = await auction.shown(item ? items[item] : itemId);
      expect(pick(shownAfter)).toEqual(pick(shownBefore));
    });

    it('refuses a bidder the organiser does not allow (only checked-in players and guests with a number), and changes nothing', async () => {
      await request(suite.testApp.http).put(`${auction.base}/settings`).set('Authorization', cast.admin.bearer).send({ whoMayBid: 'checked-in' }).expect(200);
      const before = await auctionSnapshot(suite.setup.dataSource, world.tournamentId);
      const refused = await auction.bid(cast.stranger, itemId, { amountCents: 20_000 }).expect(403);
      expect(refused.body.message).toBe(auctionMessages.notAllowedToBid);
      expect(await auctionSnapshot(suite.setup.dataSource, world.tournamentId)).toEqual(before);
    });
  });
});

/** What a bad bid must leave as it was: the price, the leaders and the count. */
function pick(item: { currentPriceCents: number | null; leaders: string[]; bidCount: number; nextAmountCents: number; state: string }) {
  return { price: item.currentPriceCents, leaders: item.leaders, bids: item.bidCount, next: item.nextAmountCents, state: item.state };
}
