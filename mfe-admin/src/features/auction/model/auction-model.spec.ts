import { centsListOf, centsOf, dollarsText } from './auction-money';
import { auctionViewsFor } from './auction-views';
import { timeLeftText } from './auction-time';
import { itemActions } from './item-text';
import { itemFormOf } from './item-form';
import { itemRequest } from './item-request';
import { sampleItem } from '../testing/auction-samples';

describe('money typed in dollars', () => {
  it('reads dollars with or without a sign, thousands and cents, as whole cents', () => {
    expect(centsOf('1,250.50')).toBe(125_050);
    expect(centsOf('$ 40')).toBe(4_000);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('')).toBeNull();
    expect(centsOf('12.345')).toBeNaN();
    expect(centsOf('lots')).toBeNaN();
    expect(dollarsText(125_050)).toBe('1250.50');
    expect(dollarsText(4_000)).toBe('40');
  });

  it('reads a list of levels with commas between them, thousands grouped or not', () => {
    expect(centsListOf('5000, 1000, 500')).toEqual([500_000, 100_000, 50_000]);
    expect(centsListOf('5,000, 1,000 250')).toEqual([500_000, 100_000, 25_000]);
    expect(centsListOf('5000,1000')).toEqual([500_000, 100_000]);
    expect(centsListOf('100, x')[1]).toBeNaN();
  });
});

describe('time left', () => {
  const now = Date.parse('2026-12-05T18:00:00Z');
  it('counts down in the largest useful units', () => {
    expect(timeLeftText('2026-12-05T20:05:00Z', now)).toBe('2h 05m');
    expect(timeLeftText('2026-12-05T18:04:09Z', now)).toBe('4m 09s');
    expect(timeLeftText('2026-12-07T19:00:00Z', now)).toBe('2d 1h');
    expect(timeLeftText('2026-12-05T18:00:00Z', now)).toBe('Closed');
    expect(timeLeftText(null, now)).toBe('No close set');
  });
});

describe('what the organiser may do to an item', () => {
  it('closes and extends only while it takes bids; withdraws one with bids, deletes one without', () => {
    expect(itemActions({ state: 'open', bidCount: 3 })).toEqual({ close: true, extend: true, withdraw: true, remove: false });
    expect(itemActions({ state: 'upcoming', bidCount: 0 })).toEqual({ close: false, extend: false, withdraw: false, remove: true });
    expect(itemActions({ state: 'sold', bidCount: 5 })).toEqual({ close: false, extend: false, withdraw: false, remove: false });
  });

  it('gives each role its parts of the tab', () => {
    expect(auctionViewsFor('owner')).toEqual(['items', 'settings', 'fund-a-need', 'checkout', 'unpaid', 'bidders']);
    expect(auctionViewsFor('auction')).toEqual(['checkout', 'unpaid', 'bidders']);
    expect(auctionViewsFor('check-in')).toEqual(['bidders']);
    expect(auctionViewsFor('scorer')).toEqual([]);
  });
});

describe('the item form', () => {
  it('gives back the request an item was saved with (a round trip through the form)', () => {
    const item = sampleItem({
      incrementRule: {
        kind: 'tiered',
        tiers: [
          { fromCents: 0, incrementCents: 500 },
          { fromCents: 50_050, incrementCents: 1_000 },
        ],
      },
      buyNowCents: 400_000,
      ownClosesAt: '2026-12-05T20:30:00.000Z',
    });
    const outcome = itemRequest(itemFormOf(item));
    expect(outcome).toEqual({
      request: expect.objectContaining({
        startingBidCents: 50_000,
        fairMarketValueCents: 300_000,
        reserveCents: 100_000,
        buyNowCents: 400_000,
        incrementRule: item.incrementRule,
        closesAt: '2026-12-05T20:30:00.000Z',
      }),
    });
  });

  it('refuses a tier line that is not "from: increment" and a percent out of range', () => {
    const form = { ...itemFormOf(sampleItem()), incrementKind: 'tiered' as const, incrementTiers: '0: 5\n100 10' };
    expect(itemRequest(form)).toEqual({ errors: { incrementTiers: 'Each line is "from dollars: increment dollars", e.g. 100: 10' } });
    expect(itemRequest({ ...form, incrementKind: 'percent', incrementPercent: '150' })).toEqual({
      errors: { incrementPercent: 'The increment must be 1 to 100 percent' },
    });
  });
});
