import { applyBid } from './apply-bid';
import { winners } from './auction-standings';
import { accepted, bid, bidAll, closesAt, minute, openItem } from './auction.fixture';
import { settleItem } from './settle-item';

const hourBefore = closesAt - 60 * minute;

describe('applyBid', () => {
  it('takes a first bid at the starting bid when no amount is given', () => {
    const result = accepted(applyBid(openItem(), bid('a'), hourBefore));
    expect(result.state.priceCents).toBe(10_000);
    expect(result.outcome).toBe('winning');
  });

  it('refuses a bid below the next amount and says the next amount', () => {
    const state = bidAll(openItem(), [bid('a')]);
    expect(applyBid(state, bid('b', { amountCents: 10_400 }), hourBefore)).toEqual({ kind: 'refused', reason: 'too-low', nextAmountCents: 10_500 });
  });

  it('refuses a maximum below the next amount rather than bid past it', () => {
    const state = bidAll(openItem(), [bid('a'), bid('b')]);
    expect(applyBid(state, bid('a', { maxBidCents: 10_500 }), hourBefore)).toEqual({ kind: 'refused', reason: 'too-low', nextAmountCents: 11_000 });
    expect(accepted(applyBid(state, bid('a', { maxBidCents: 11_000 }), hourBefore)).maxCents).toBe(11_000);
  });

  it('bids for a maximum one increment above the challenger', () => {
    const state = bidAll(openItem(), [bid('a', { maxBidCents: 30_000 }), bid('b', { amountCents: 12_000 })]);
    expect(winners(state)[0]!.bidderId).toBe('a');
    expect(state.priceCents).toBe(12_500);
  });

  it('prices at the top maximum when the second is within one increment of it', () => {
    const state = bidAll(openItem(), [bid('a', { maxBidCents: 20_000 }), bid('b', { maxBidCents: 19_800 })]);
    expect(state.priceCents).toBe(20_000);
    expect(winners(state)[0]!.bidderId).toBe('a');
  });

  it('gives a tie to the earlier maximum', () => {
    const state = bidAll(openItem(), [bid('a', { maxBidCents: 20_000 }), bid('b', { maxBidCents: 20_000 })]);
    expect(winners(state)[0]!.bidderId).toBe('a');
    expect(state.priceCents).toBe(20_000);
  });

  it('tells the previous leader they were outbid', () => {
    const state = bidAll(openItem(), [bid('a')]);
    const result = accepted(applyBid(state, bid('b', { maxBidCents: 15_000 }), hourBefore));
    expect(result.events).toContainEqual({ kind: 'outbid', bidderId: 'a' });
    expect(result.state.priceCents).toBe(10_500);
  });

  it("keeps the price when the leader raises their own maximum, and refuses the leader's one-tap bid", () => {
    const state = bidAll(openItem(), [bid('a'), bid('b')]);
    expect(applyBid(state, bid('b'), hourBefore)).toMatchObject({ kind: 'refused', reason: 'already-leading' });
    const raised = accepted(applyBid(state, bid('b', { maxBidCents: 50_000 }), hourBefore));
    expect(raised.state.priceCents).toBe(state.priceCents);
    expect(raised.events).toEqual([]);
  });

  it('uses the increment of the tier the second maximum falls in', () => {
    const incrementRule = {
      kind: 'tiered' as const,
      tiers: [
        { fromCents: 0, incrementCents: 500 },
        { fromCents: 50_000, incrementCents: 2_500 },
      ],
    };
    const state = bidAll(openItem({ incrementRule }), [bid('a', { maxBidCents: 90_000 }), bid('b', { maxBidCents: 60_000 })]);
    expect(state.priceCents).toBe(62_500);
  });

  it('ends the item at once on buy-now', () => {
    const state = bidAll(openItem({ buyNowCents: 50_000 }), [bid('a', { maxBidCents: 40_000 })]);
    const bought = accepted(applyBid(state, bid('b', { amountCents: 50_000 }), hourBefore));
    expect(bought.outcome).toBe('bought');
    expect(bought.events).toEqual([
      { kind: 'outbid', bidderId: 'a' },
      { kind: 'bought', bidderId: 'b', priceCents: 50_000 },
    ]);
    expect(applyBid(bought.state, bid('a', { amountCents: 60_000 }), hourBefore)).toMatchObject({ kind: 'refused', reason: 'sold' });
    expect(settleItem(bought.state, hourBefore)).toEqual({ kind: 'sold', winners: [{ bidderId: 'b', priceCents: 50_000 }] });
  });

  it('refuses a bid at or after the close, before the opening, or on a withdrawn item', () => {
    expect(applyBid(openItem(), bid('a'), closesAt)).toMatchObject({ kind: 'refused', reason: 'closed' });
    expect(applyBid(openItem({ opensAt: hourBefore }), bid('a'), hourBefore - 1)).toMatchObject({ kind: 'refused', reason: 'not-open' });
    expect(applyBid(openItem({ withdrawn: true }), bid('a'), hourBefore)).toMatchObject({ kind: 'refused', reason: 'withdrawn' });
  });

  it('moves the close on a bid in the last minutes, up to the hard cap', () => {
    const item = openItem({ softCloseMinutes: 5, hardCapAt: closesAt + 7 * minute });
    const first = accepted(applyBid(item, bid('a'), closesAt - 2 * minute));
    expect(first.state.closesAt).toBe(closesAt + 3 * minute);
    expect(first.events).toContainEqual({ kind: 'extended', closesAt: closesAt + 3 * minute });
    const second = accepted(applyBid(first.state, bid('b'), closesAt + 2 * minute + 59_000));
    expect(second.state.closesAt).toBe(closesAt + 7 * minute);
    expect(accepted(applyBid(item, bid('a'), closesAt - 6 * minute)).state.closesAt).toBe(closesAt);
  });

  it('answers a retried key with the same state', () => {
    const first = bid('a');
    const state = bidAll(openItem(), [first]);
    expect(applyBid(state, first, hourBefore)).toEqual({ kind: 'duplicate', state });
  });

  it('does not sell below the reserve, and raises the price to the reserve once a maximum reaches it', () => {
    const below = bidAll(openItem({ reserveCents: 30_000 }), [bid('a', { maxBidCents: 20_000 })]);
    expect(settleItem(below, closesAt)).toEqual({ kind: 'unsold' });
    const reached = bidAll(openItem({ reserveCents: 30_000 }), [bid('a', { maxBidCents: 40_000 })]);
    expect(reached.priceCents).toBe(30_000);
    expect(settleItem(reached, closesAt)).toEqual({ kind: 'sold', winners: [{ bidderId: 'a', priceCents: 30_000 }] });
  });

  it('lets the top bidders of a several-winner item each win at the lowest winning price', () => {
    const state = bidAll(openItem({ quantity: 2 }), [bid('a', { maxBidCents: 30_000 }), bid('b'), bid('c', { maxBidCents: 20_000 })]);
    expect(winners(state).map((standing) => standing.bidderId)).toEqual(['a', 'c']);
    expect(state.priceCents).toBe(10_500);
    expect(settleItem(state, closesAt)).toEqual({
      kind: 'sold',
      winners: [
        { bidderId: 'a', priceCents: 10_500 },
        { bidderId: 'c', priceCents: 10_500 },
      ],
    });
  });
});
