import { incrementAt, nextAmount } from './increment';

describe('incrementAt', () => {
  it('adds fixed cents', () => expect(nextAmount(10_000, { kind: 'fixed', cents: 500 })).toBe(10_500));

  it('uses the tier the price falls in', () => {
    const rule = {
      kind: 'tiered' as const,
      tiers: [
        { fromCents: 0, incrementCents: 500 },
        { fromCents: 10_000, incrementCents: 1_000 },
      ],
    };
    expect(incrementAt(9_999, rule)).toBe(500);
    expect(incrementAt(10_000, rule)).toBe(1_000);
  });

  it('rounds a percent up to a whole dollar, at least $1', () => {
    expect(incrementAt(12_345, { kind: 'percent', percent: 5 })).toBe(700);
    expect(incrementAt(500, { kind: 'percent', percent: 5 })).toBe(100);
  });
});
