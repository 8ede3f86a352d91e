import { receiptFigures } from './receipt-figures';

describe('receiptFigures', () => {
  it('a team entry of $400 with $150 of golf and dinner: $250 deductible, both statements', () => {
    expect(receiptFigures({ paidCents: 400_00, fairMarketValueCents: 150_00 })).toEqual({
      paidCents: 400_00,
      fairMarketValueCents: 150_00,
      deductibleCents: 250_00,
      boughtSomething: true,
      acknowledgmentRequired: true,
      fairValueDisclosureRequired: true,
    });
  });

  it('a gift: all of it deductible, the acknowledgment from $250, no fair-value disclosure', () => {
    expect(receiptFigures({ paidCents: 249_99, fairMarketValueCents: 0 })).toMatchObject({
      deductibleCents: 249_99,
      acknowledgmentRequired: false,
      fairValueDisclosureRequired: false,
    });
    expect(receiptFigures({ paidCents: 250_00, fairMarketValueCents: 0 })).toMatchObject({
      deductibleCents: 250_00,
      acknowledgmentRequired: true,
      boughtSomething: false,
    });
  });

  it('a purchase needs the disclosure only over $75, and $250 is counted on the deductible part', () => {
    expect(receiptFigures({ paidCents: 75_00, fairMarketValueCents: 20_00 }).fairValueDisclosureRequired).toBe(false);
    expect(receiptFigures({ paidCents: 75_01, fairMarketValueCents: 20_00 }).fairValueDisclosureRequired).toBe(true);
    expect(receiptFigures({ paidCents: 300_00, fairMarketValueCents: 100_00 }).acknowledgmentRequired).toBe(false);
  });

  it('never a negative deduction when what was received is worth more than the payment (a promo code)', () => {
    expect(receiptFigures({ paidCents: 100_00, fairMarketValueCents: 150_00 })).toMatchObject({
      deductibleCents: 0,
      acknowledgmentRequired: false,
      fairValueDisclosureRequired: true,
    });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => receiptFigures({ paidCents: 10.5, fairMarketValueCents: 0 })).toThrow(RangeError);
    expect(() => receiptFigures({ paidCents: 100, fairMarketValueCents: -1 })).toThrow(RangeError);
  });
});
