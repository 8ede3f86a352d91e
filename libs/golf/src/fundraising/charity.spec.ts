import fc from 'fast-check';
import { centsToDollars } from './cents-to-dollars';
import { CHARITY_MILESTONES_DOLLARS, milestonesCrossed } from './charity-milestones';
import { charityProgress } from './charity-progress';
import { dollarsToCents } from './dollars-to-cents';
import { formatUsd } from './format-usd';

describe('charityProgress', () => {
  it('2,345 of 5,000 = 46.9% -> 47', () => {
    expect(charityProgress(2345, 5000)).toEqual({ percent: 47, uncappedPercent: 47 });
  });

  it('caps the bar at 100 and keeps the uncapped value: 12,000 of 5,000 = 240%', () => {
    expect(charityProgress(12000, 5000)).toEqual({ percent: 100, uncappedPercent: 240 });
  });

  it('works the same in cents', () => {
    expect(charityProgress(234_500, 500_000).percent).toBe(47);
  });

  it('goal 0: no division by zero; 0 raised is 0, anything raised is 100', () => {
    expect(charityProgress(0, 0)).toEqual({ percent: 0, uncappedPercent: 0 });
    expect(charityProgress(50, 0)).toEqual({ percent: 100, uncappedPercent: 100 });
  });

  it('property: the capped percent stays within 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (raised, goal) => {
        const { percent, uncappedPercent } = charityProgress(raised, goal);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent).toBe(Math.min(100, uncappedPercent));
      }),
    );
  });
});

describe('milestonesCrossed', () => {
  it('one threshold: 900 -> 1,200 crosses 1,000', () => {
    expect(milestonesCrossed(900, 1200)).toEqual([1000]);
  });

  it('several at once: 2,000 -> 10,000 crosses 2,500, 5,000, 7,500 and 10,000 (landing exactly counts)', () => {
    expect(milestonesCrossed(2000, 10000)).toEqual([2500, 5000, 7500, 10000]);
  });

  it('already at a threshold does not cross it again; going down crosses nothing', () => {
    expect(milestonesCrossed(1000, 1500)).toEqual([]);
    expect(milestonesCrossed(12000, 900)).toEqual([]);
  });

  it('property: exactly the thresholds in (previous, new]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30000 }), fc.integer({ min: 0, max: 30000 }), (previous, next) => {
        const crossed = milestonesCrossed(previous, next);
        const expected = next > previous ? CHARITY_MILESTONES_DOLLARS.filter((threshold) => previous < threshold && threshold <= next) : [];
        expect(crossed).toEqual(expected);
        crossed.forEach((threshold) => {
          expect(threshold).toBeGreaterThan(previous);
          expect(threshold).toBeLessThanOrEqual(next);
        });
      }),
    );
  });
});

describe('money', () => {
  it.each([
    [1234.5, 123450],
    ['1234.50', 123450],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [0, 0],
    [-2.5, -250],
  ])('dollarsToCents(%p) = %p', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('refuses text that is not an amount', () => {
    expect(() => dollarsToCents('abc')).toThrow(RangeError);
    expect(() => dollarsToCents('')).toThrow(RangeError);
  });

  it('centsToDollars and back round-trips', () => {
    expect(centsToDollars(123450)).toBe(1234.5);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => expect(dollarsToCents(centsToDollars(cents))).toBe(cents)));
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });

  it('formats USD without and with cents', () => {
    expect(formatUsd(500_000)).toBe('$5,000');
    expect(formatUsd(123_450, { withCents: true })).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(5, { withCents: true })).toBe('$0.05');
  });
});
