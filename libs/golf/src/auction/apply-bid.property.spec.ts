import fc from 'fast-check';
import { type IncrementRule } from '@fairway/contracts/auction';
import { applyBid } from './apply-bid';
import { type AuctionBid, type AuctionItemState } from './auction-state.type';
import { isWinning, rankStandings, winners } from './auction-standings';
import { closesAt, minute, openItem } from './auction.fixture';
import { incrementAt } from './increment';
import { settleItem } from './settle-item';

const bidders = ['a', 'b', 'c', 'd'];
const ruleArb: fc.Arbitrary<IncrementRule> = fc.oneof(
  fc.integer({ min: 1, max: 5_000 }).map((cents) => ({ kind: 'fixed' as const, cents })),
  fc.integer({ min: 1, max: 20 }).map((percent) => ({ kind: 'percent' as const, percent })),
);
const anyRuleArb: fc.Arbitrary<IncrementRule> = fc.oneof(
  ruleArb,
  fc.tuple(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 5_000 })).map(([low, from, high]) => ({
    kind: 'tiered' as const,
    tiers: [
      { fromCents: 0, incrementCents: low },
      { fromCents: from, incrementCents: high },
    ],
  })),
);

/** A bid as drawn: who, an outright amount above the next one (or none), a maximum above it (or none), when. */
const stepArb = fc.record({
  bidder: fc.constantFrom(...bidders),
  amountOver: fc.option(fc.integer({ min: 0, max: 50_000 })),
  maxOver: fc.option(fc.integer({ min: 0, max: 100_000 })),
  buyNow: fc.boolean(),
  advance: fc.integer({ min: 0, max: 4 * minute }),
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

const itemArb = fc.record({
  incrementRule: anyRuleArb,
  startingBidCents: fc.integer({ min: 100, max: 50_000 }),
  buyNowCents: fc.option(fc.integer({ min: 60_000, max: 200_000 })),
  reserveCents: fc.option(fc.integer({ min: 100, max: 150_000 })),
  quantity: fc.integer({ min: 1, max: 3 }),
  softCloseMinutes: fc.integer({ min: 0, max: 10 }),
  capAfter: fc.option(fc.integer({ min: 0, max: 30 * minute })),
});

function itemOf(drawn: typeof itemArb extends fc.Arbitrary<infer T> ? T : never): AuctionItemState {
  const { capAfter, ...rules } = drawn;
  return openItem({ ...rules, buyNowCents: rules.quantity === 1 ? rules.buyNowCents : null, hardCapAt: capAfter === null ? null : closesAt + capAfter });
}

let keys = 0;
function bidOf(state: AuctionItemState, step: Step): AuctionBid {
  keys += 1;
  const next = state.priceCents === null ? state.startingBidCents : state.priceCents + incrementAt(state.priceCents, state.incrementRule);
  const amountCents = step.buyNow && state.buyNowCents !== null ? state.buyNowCents : step.amountOver === null ? undefined : next + step.amountOver;
  const maxBidCents = step.maxOver === null ? undefined : (amountCents ?? next) + step.maxOver;
  return { bidderId: step.bidder, amountCents, maxBidCents, idempotencyKey: `k${keys}` };
}

interface Trace {
  before: AuctionItemState;
  bid: AuctionBid;
  now: number;
  result: ReturnType<typeof applyBid>;
}

/** Runs the steps from 40 minutes before the close, each some seconds after the last (some fall after the close). */
function run(state: AuctionItemState, steps: Step[]): Trace[] {
  let now = closesAt - 40 * minute;
  const traces: Trace[] = [];
  for (const step of steps) {
    now += step.advance;
    const bid = bidOf(state, step);
    const result = applyBid(state, bid, now);
    traces.push({ before: state, bid, now, result });
    if (result.kind === 'accepted') state = result.state;
  }
  return traces;
}

const stepsArb = fc.array(stepArb, { maxLength: 40 });

describe('applyBid properties', () => {
  it('never lowers the price and keeps it within the lowest winning maximum', () => {
    fc.assert(
      fc.property(itemArb, stepsArb, (item, steps) => {
        for (const { before, result } of run(itemOf(item), steps)) {
          if (result.kind !== 'accepted') continue;
          expect(result.state.priceCents!).toBeGreaterThanOrEqual(before.priceCents ?? 0);
          if (result.state.boughtBy === null) expect(result.state.priceCents!).toBeLessThanOrEqual(winners(result.state).at(-1)!.maxCents);
        }
      }),
    );
  });

  it('prices a single item at the lower of the top maximum and the second maximum plus one increment', () => {
    const oneTapSteps = fc.array(fc.record({ bidder: fc.constantFrom(...bidders), maxOver: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 30 });
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 100, max: 50_000 }), oneTapSteps, (incrementRule, startingBidCents, steps) => {
        let state = openItem({ incrementRule, startingBidCents });
        const maxima = new Map<string, { maxCents: number; order: number }>();
        steps.forEach((step, order) => {
          if (isWinning(state, step.bidder)) return;
          const next = state.priceCents === null ? startingBidCents : state.priceCents + incrementAt(state.priceCents, incrementRule);
          const result = applyBid(state, { bidderId: step.bidder, maxBidCents: next + step.maxOver, idempotencyKey: `o${order}` }, closesAt - minute);
          if (result.kind !== 'accepted') throw new Error(result.kind);
          state = result.state;
          maxima.set(step.bidder, { maxCents: next + step.maxOver, order });
          const [top, second] = [...maxima.entries()].sort(([, x], [, y]) => y.maxCents - x.maxCents || x.order - y.order);
          const expected = second ? Math.min(top![1].maxCents, second[1].maxCents + incrementAt(second[1].maxCents, incrementRule)) : startingBidCents;
          expect(state.priceCents).toBe(expected);
          expect(winners(state)[0]!.bidderId).toBe(top![0]);
        });
      }),
    );
  });

  it('gives a tie to the earlier maximum', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 100, max: 50_000 }), fc.integer({ min: 0, max: 100_000 }), (incrementRule, startingBidCents, over) => {
        const maxCents = startingBidCents + incrementAt(startingBidCents, incrementRule) + over;
        const first = applyBid(
          openItem({ incrementRule, startingBidCents }),
          { bidderId: 'a', maxBidCents: maxCents, idempotencyKey: 'first-key' },
          closesAt - minute,
        );
        if (first.kind !== 'accepted') throw new Error(first.kind);
        const second = applyBid(first.state, { bidderId: 'b', maxBidCents: maxCents, idempotencyKey: 'second-key' }, closesAt - minute);
        if (second.kind !== 'accepted') throw new Error(second.kind);
        expect(winners(second.state)[0]!.bidderId).toBe('a');
        expect(second.state.priceCents).toBe(maxCents);
        expect(second.outcome).toBe('outbid');
      }),
    );
  });

  it('accepts no bid at or after the close', () => {
    fc.assert(
      fc.property(itemArb, stepsArb, (item, steps) => {
        for (const { before, now, result } of run(itemOf(item), steps)) {
          if (now >= before.closesAt!) expect(result.kind === 'refused' && ['closed', 'sold'].includes(result.reason)).toBe(true);
        }
      }),
    );
  });

  it('ends the item at a buy-now: every later bid is refused and the buyer wins at the buy-now price', () => {
    fc.assert(
      fc.property(itemArb, stepsArb, (item, steps) => {
        const traces = run(itemOf(item), steps);
        const boughtAt = traces.findIndex(({ result }) => result.kind === 'accepted' && result.outcome === 'bought');
        if (boughtAt < 0) return;
        const bought = traces[boughtAt]!;
        traces.slice(boughtAt + 1).forEach(({ result }) => expect(result).toMatchObject({ kind: 'refused', reason: 'sold' }));
        const last = traces.at(-1)!;
        const final = last.result.kind === 'accepted' ? last.result.state : last.before;
        expect(settleItem(final, closesAt + 60 * minute)).toEqual({
          kind: 'sold',
          winners: [{ bidderId: bought.bid.bidderId, priceCents: final.buyNowCents }],
        });
      }),
    );
  });

  it('moves the close only later, and never past the hard cap', () => {
    fc.assert(
      fc.property(itemArb, stepsArb, (item, steps) => {
        const start = itemOf(item);
        for (const { before, result } of run(start, steps)) {
          if (result.kind !== 'accepted') continue;
          expect(result.state.closesAt!).toBeGreaterThanOrEqual(before.closesAt!);
          if (start.hardCapAt !== null) expect(result.state.closesAt!).toBeLessThanOrEqual(Math.max(start.hardCapAt, closesAt));
        }
      }),
    );
  });

  it('changes nothing when a bid is replayed with the same key', () => {
    fc.assert(
      fc.property(itemArb, stepsArb, (item, steps) => {
        for (const { bid, now, result } of run(itemOf(item), steps)) {
          if (result.kind !== 'accepted') continue;
          expect(applyBid(result.state, bid, now)).toEqual({ kind: 'duplicate', state: result.state });
        }
      }),
    );
  });

  it('never lets a winner raise the price on themself (no reserve) and keeps the standings ranked', () => {
    fc.assert(
      fc.property(itemArb, stepsArb, (item, steps) => {
        for (const { before, bid, result } of run(itemOf({ ...item, reserveCents: null }), steps)) {
          if (result.kind !== 'accepted') continue;
          if (isWinning(before, bid.bidderId) && result.outcome !== 'bought') expect(result.state.priceCents).toBe(before.priceCents);
          if (result.state.boughtBy === null) expect(result.state.standings).toEqual(rankStandings(result.state.standings));
        }
      }),
    );
  });
});
