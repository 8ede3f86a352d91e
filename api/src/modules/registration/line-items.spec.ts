import { lineItems } from './registration-checkout.service';
import type { OrderLine } from './order';

const line = (kind: OrderLine['kind'], unitCents: number, quantity = 1): OrderLine => ({
  productId: `${kind}-id`,
  kind,
  name: kind,
  quantity,
  unitCents,
  fairMarketValueCents: 0,
  sponsorTierId: null,
  includesHole: false,
  addOnId: null,
});
const sum = (items: ReturnType<typeof lineItems>) => items.reduce((total, item) => total + item.amountCents * item.quantity, 0);

describe('lineItems', () => {
  it('takes the discount off the entry only and adds the covered fee, adding up to what the registration charges', () => {
    const items = lineItems({ lines: [line('team-entry', 40_000), line('add-on', 500, 4)], discount_cents: 10_000, fee_cents: 987 });
    expect(items).toEqual([
      { name: 'team-entry', amountCents: 30_000, quantity: 1 },
      { name: 'add-on', amountCents: 500, quantity: 4 },
      { name: 'Card processing fee', amountCents: 987, quantity: 1 },
    ]);
    expect(sum(items)).toBe(40_000 - 10_000 + 2_000 + 987);
  });

  it('leaves out an entry the promo code paid for entirely', () => {
    expect(lineItems({ lines: [line('single-player', 11_000), line('add-on', 500, 2)], discount_cents: 11_000, fee_cents: 0 })).toEqual([
      { name: 'add-on', amountCents: 500, quantity: 2 },
    ]);
  });
});
