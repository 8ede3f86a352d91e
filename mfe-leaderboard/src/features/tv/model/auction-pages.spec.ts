import { sampleAuctionCatalogue, sampleAuctionItem, sampleAuctionSale, sampleFundANeed } from '@fairway/api-client/testing';
import type { PublicAuctionItem } from '@fairway/contracts/auction';
import { auctionClock, auctionPages, itemPhase, soldList } from './auction-pages';

const now = Date.parse('2026-06-01T19:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
let serial = 0;
const item = (overrides: Partial<PublicAuctionItem> = {}) => {
  serial += 1;
  return sampleAuctionItem({ id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`, title: `Item ${serial}`, closesAt: at(60), ...overrides });
};
const cold = (overrides: Partial<PublicAuctionItem> = {}) => item({ bidCount: 0, currentPriceCents: null, leaders: [], reserveMet: false, ...overrides });
const settings = sampleAuctionCatalogue().settings;

describe('itemPhase', () => {
  it("moves the read's state on by the clock: open, then sold to its leader or closed without one", () => {
    expect(itemPhase(item(), settings, now)).toBe('open');
    expect(itemPhase(item({ closesAt: at(-1) }), settings, now)).toBe('sold');
    expect(itemPhase(cold({ closesAt: at(-1) }), settings, now)).toBe('closed');
    expect(itemPhase(item({ closesAt: at(-1), reserveMet: false }), settings, now)).toBe('closed');
    expect(itemPhase(item({ state: 'withdrawn', closesAt: at(-1) }), settings, now)).toBe('withdrawn');
  });

  it('opens an upcoming item once the auction has opened', () => {
    const upcoming = cold({ state: 'upcoming' });
    expect(itemPhase(upcoming, { ...settings, opensAt: at(5) }, now)).toBe('upcoming');
    expect(itemPhase(upcoming, { ...settings, opensAt: at(-5) }, now)).toBe('open');
    expect(itemPhase(upcoming, { ...settings, opensAt: null }, now)).toBe('upcoming');
  });
});

describe('auctionPages', () => {
  it('pages the open items ten at a time, closing soonest first, those not open yet last', () => {
    const items = [
      ...Array.from({ length: 11 }, (_, index) => item({ closesAt: at(30 + index) })),
      item({ closesAt: at(5), title: 'Closes first' }),
      cold({ state: 'upcoming', title: 'Later' }),
      item({ state: 'withdrawn' }),
    ];
    const pages = auctionPages(sampleAuctionCatalogue({ items }), now);
    expect(pages.map((page) => page.kind)).toEqual(['closing-soon', 'closing-soon']);
    const [first, second] = pages as Extract<(typeof pages)[number], { kind: 'closing-soon' }>[];
    expect(first!.items).toHaveLength(10);
    expect(first!.items[0]!.title).toBe('Closes first');
    expect(second!.items.map((each) => each.title).at(-1)).toBe('Later');
    expect([first!.count, second!.index]).toEqual([2, 1]);
  });

  it('lifts the items without a bid onto a page of their own once others have bids', () => {
    const noBids = [cold({ closesAt: at(20) }), cold({ closesAt: at(10) })];
    const pages = auctionPages(sampleAuctionCatalogue({ items: [item(), ...noBids] }), now);
    expect(pages.map((page) => page.kind)).toEqual(['closing-soon', 'no-bids']);
    expect(pages[1]!.kind === 'no-bids' && pages[1]!.items.map((each) => each.id)).toEqual([noBids[1]!.id, noBids[0]!.id]);
    // With no bid anywhere, that page would be the first one again.
    expect(auctionPages(sampleAuctionCatalogue({ items: noBids }), now).map((page) => page.kind)).toEqual(['closing-soon']);
  });

  it('shows the sales, latest first, with the items the clock has closed since, and the fund-a-need last', () => {
    const closedHere = item({ closesAt: at(-1), title: 'Closed on the TV' });
    const sale = sampleAuctionSale({ itemId: item().id, soldAt: at(-30) });
    const catalogue = sampleAuctionCatalogue({ items: [closedHere], sales: [sale], fundANeed: sampleFundANeed() });
    expect(auctionPages(catalogue, now).map((page) => page.kind)).toEqual(['sold', 'fund-a-need']);
    expect(soldList(catalogue, [{ ...closedHere, phase: 'sold', closesAtMs: now - 60_000 }]).map((each) => each.title)).toEqual([
      'Closed on the TV',
      sale.title,
    ]);
  });
});

describe('auctionClock', () => {
  it('counts to the last close of the open items, extended past the planned close by a late bid', () => {
    const planned = sampleAuctionCatalogue({ settings: { ...settings, closesAt: at(60) }, items: [item({ closesAt: at(60) }), item({ closesAt: at(30) })] });
    expect(auctionClock(planned, now)).toEqual({ kind: 'open', closesAt: now + 60 * 60_000, extended: false });
    const extended = { ...planned, items: [...planned.items, item({ closesAt: at(62) })] };
    expect(auctionClock(extended, now)).toEqual({ kind: 'open', closesAt: now + 62 * 60_000, extended: true });
  });

  it('says when it opens, or that it has closed', () => {
    const opensAt = at(30);
    expect(auctionClock(sampleAuctionCatalogue({ settings: { ...settings, opensAt }, items: [cold({ state: 'upcoming' })] }), now)).toEqual({
      kind: 'upcoming',
      opensAt: Date.parse(opensAt),
    });
    expect(auctionClock(sampleAuctionCatalogue({ items: [item({ closesAt: at(-1) })] }), now)).toEqual({ kind: 'closed' });
  });
});
