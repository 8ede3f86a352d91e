import { mailReceipt } from '@fairway/contracts/mail';
import type { OrderLine } from './order';
import { registrationReceipt } from './registration-receipt';
import type { RegistrationRow } from './registration.repository';

const line = (name: string, kind: OrderLine['kind'], unitCents: number, quantity: number, fairMarketValueCents = 0): OrderLine => ({
  productId: `p-${name}`,
  name,
  kind,
  unitCents,
  quantity,
  fairMarketValueCents,
  sponsorTierId: null,
  includesHole: false,
  addOnId: null,
});

const paidFoursome = {
  id: 'd4dc1fd4-5132-4d3c-b9c4-c1281d02eed2',
  tournament_id: 't1',
  token: 'tok',
  buyer_name: 'Ann Lee',
  lines: [line('Foursome', 'team-entry', 400_00, 1, 150_00), line('Mulligans', 'add-on', 10_00, 4)],
  promo_code: 'EARLY',
  discount_cents: 50_00,
  fee_cents: 0,
  total_cents: 390_00,
  fair_market_value_cents: 150_00,
  paid_at: new Date('2026-06-06T15:30:00.000Z'),
} as RegistrationRow;

describe('registrationReceipt', () => {
  it("gives each line at its price for one, so the e-mail's total per line is the quantity times it, and the promo code as a discount", () => {
    const receipt = mailReceipt.parse(registrationReceipt(paidFoursome));
    expect(receipt.lines).toEqual([
      { description: 'Foursome', quantity: 1, amountCents: 400_00 },
      { description: 'Mulligans', quantity: 4, amountCents: 10_00 },
    ]);
    expect(receipt.discount).toEqual({ description: 'Promo code EARLY', amountCents: 50_00 });
    expect(receipt.paidCents).toBe(390_00);
  });

  it('has no discount without a promo code, and the covered fee as a line', () => {
    const receipt = registrationReceipt({ ...paidFoursome, promo_code: null, discount_cents: 0, fee_cents: 12_00, total_cents: 452_00 });
    expect(receipt.discount).toBeNull();
    expect(receipt.lines.at(-1)).toEqual({ description: 'Card processing fee, covered by you', quantity: 1, amountCents: 12_00 });
  });
});
