import fc from 'fast-check';
import { formatRaised, formatUsd } from './format-usd';

const intl = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

describe('formatUsd', () => {
  it('writes whole dollars and dollars with cents as en-US currency', () => {
    expect(formatUsd(500_000)).toBe('$5,000');
    expect(formatUsd(123_450, { withCents: true })).toBe('$1,234.50');
    expect(formatUsd(150)).toBe('$2');
    expect(formatUsd(-250_05, { withCents: true })).toBe('-$250.05');
  });

  it("is exactly what Intl's en-US currency format writes, for any whole number of cents", () => {
    const [whole, withCents] = [intl(0), intl(2)];
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(formatUsd(cents)).toBe(whole.format(cents / 100));
        expect(formatUsd(cents, { withCents: true })).toBe(withCents.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes money raised to the cent when it has cents, and in whole dollars otherwise', () => {
    expect(formatRaised(55_550)).toBe('$555.50');
    expect(formatRaised(55_501)).toBe('$555.01');
    expect(formatRaised(500_000)).toBe('$5,000');
    expect(formatRaised(0)).toBe('$0');
  });
});
