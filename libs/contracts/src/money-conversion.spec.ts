import fc from 'fast-check';
import { centsToDollars, dollarsToCents } from './money-conversion';

describe('money conversion', () => {
  it('converts dollars with cents to whole cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(5000)).toBe(500000);
  });

  it('round-trips any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});
