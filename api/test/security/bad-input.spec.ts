// Generated bad input, part 1 (support/bad-input.ts says what it proves), and the auction's bad bids, each named.
import { randomUUID } from 'node:crypto';
import { errorBody } from '@fairway/contracts';
import { auctionMessages } from '@fairway/contracts/auction';
import request from 'supertest';
import { type AuctionAttack, auctionSnapshot, openAuction } from './support/auction-attack-world';
import { type AttackWorld, buildWorld } from './support/attack-world';
import { describeBadInputPart } from './support/bad-input';

describeBadInputPart(1, ({ suite, cast: castNow }) => {
  describe("the auction's bad bids, each named: a clear 4xx with the message, and nothing changed", () => {
    let world: AttackWorld;
    let auction: AuctionAttack;
    /** The item: the member bid first (with `memberKey`), then the other member, who leads at $105; the next bid is $110. */
    let itemId: string;
    const memberKey = 'member-first-bid-key';
    const items: Record<'other' | 'withdrawn' | 'closed' | 'upcoming' | 'sold', string> = { other: '', withdrawn: '', closed: '', upcoming: '', sold: '' };

    beforeAll(async () => {
      world = await buildWorld(suite.setup, castNow());
      auction = await openAuction(suite.testApp, world.tournamentId, castNow().admin);
      itemId = await auction.addItem();
      await auction.bid(castNow().member, itemId, { idempotencyKey: memberKey }).expect(201);
      await auction.bid(castNow().otherMember, itemId).expect(201);
      items.other = await auction.addItem({ title: 'Dinner for four' });
      items.withdrawn = await auction.addItem({ title: 'Withdrawn print' });
      await auction.bid(castNow().otherMember, items.withdrawn).expect(201);
      await request(suite.testApp.http)
        .put(`${auction.base}/items/${items.withdrawn}`)
        .set('Authorization', castNow().admin.bearer)
        .send({ title: 'Withdrawn print', startingBidCents: 10_000, status: 'withdrawn' })
        .expect(200);
      items.upcoming = await auction.addItem({ title: 'Opens tomorrow', opensAt: new Date(Date.now() + 86_400_000).toISOString() });
      items.sold = await auction.addItem({ title: 'Golf cart for a day', buyNowCents: 50_000 });
      await auction.bid(castNow().otherMember, items.sold, { amountCents: 50_000 }).expect(201);
      items.closed = await auction.addItem({ title: 'Closed already' });
      await auction.bid(castNow().otherMember, items.closed).expect(201);
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
      ['below the next amount', () => auction.bid(castNow().member, itemId, { amountCents: 10_900 }), 400, auctionMessages.bidTooLow(11_000)],
      ['a maximum below the next amount', () => auction.bid(castNow().member, itemId, { maxBidCents: 10_500 }), 400, auctionMessages.bidTooLow(11_000)],
      ['a fraction of a cent', () => auction.bid(castNow().member, itemId, { amountCents: 11_000.5 }), 400, auctionMessages.amountInvalid],
      ['a negative amount', () => auction.bid(castNow().member, itemId, { amountCents: -11_000 }), 400, auctionMessages.amountInvalid],
      ['nothing (0)', () => auction.bid(castNow().member, itemId, { amountCents: 0 }), 400, auctionMessages.amountInvalid],
      ['an amount as a string', () => auction.bid(castNow().member, itemId, { amountCents: '11000' }), 400, auctionMessages.amountInvalid],
      ['a maximum as words', () => auction.bid(castNow().member, itemId, { maxBidCents: 'all of it' }), 400, auctionMessages.amountInvalid],
      ['an absurd amount ($2,000,000)', () => auction.bid(castNow().member, itemId, { amountCents: 200_000_000 }), 400, auctionMessages.amountTooLarge],
      // Past the safe integers too: both sentences, the limit among them.
      [
        'a number past every limit (1e300)',
        () => auction.bid(castNow().member, itemId, { maxBidCents: 1e300 }),
        400,
        `${auctionMessages.amountInvalid}; ${auctionMessages.amountTooLarge}`,
      ],
      [
        'a maximum below its own bid',
        () => auction.bid(castNow().member, itemId, { amountCents: 12_000, maxBidCents: 11_500 }),
        400,
        auctionMessages.maxBelowAmount,
      ],
      ['the leader outbidding themself', () => auction.bid(castNow().otherMember, itemId), 400, auctionMessages.alreadyLeading],
      [
        'a used key with another amount',
        () => auction.bid(castNow().member, itemId, { idempotencyKey: memberKey, amountCents: 12_000 }),
        409,
        auctionMessages.keyReused,
      ],
      ['a used key on another item', () => auction.bid(castNow().member, items.other, { idempotencyKey: memberKey }), 409, auctionMessages.keyReused, 'other'],
      ['a key that is no key', () => auction.bid(castNow().member, itemId, { idempotencyKey: 'x' }), 400, auctionMessages.idempotencyKeyInvalid],
      ['on a withdrawn item', () => auction.bid(castNow().member, items.withdrawn), 409, auctionMessages.itemWithdrawn, 'withdrawn'],
      ['after the close', () => auction.bid(castNow().member, items.closed, { amountCents: 90_000 }), 409, auctionMessages.auctionClosed, 'closed'],
      ['before the item opens', () => auction.bid(castNow().member, items.upcoming), 409, auctionMessages.notOpenYet, 'upcoming'],
      ['on an item bought outright', () => auction.bid(castNow().member, items.sold, { amountCents: 60_000 }), 409, auctionMessages.itemSold, 'sold'],
      ['on an item of another tournament', () => auction.bid(castNow().member, randomUUID()), 404, auctionMessages.itemNotFound],
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
      await request(suite.testApp.http)
        .put(`${auction.base}/settings`)
        .set('Authorization', castNow().admin.bearer)
        .send({ whoMayBid: 'checked-in' })
        .expect(200);
      const before = await auctionSnapshot(suite.setup.dataSource, world.tournamentId);
      const refused = await auction.bid(castNow().stranger, itemId, { amountCents: 20_000 }).expect(403);
      expect(refused.body.message).toBe(auctionMessages.notAllowedToBid);
      expect(await auctionSnapshot(suite.setup.dataSource, world.tournamentId)).toEqual(before);
    });
  });
});

/** What a bad bid must leave as it was: the price, the leaders and the count. */
function pick(item: { currentPriceCents: number | null; leaders: string[]; bidCount: number; nextAmountCents: number; state: string }) {
  return { price: item.currentPriceCents, leaders: item.leaders, bids: item.bidCount, next: item.nextAmountCents, state: item.state };
}
