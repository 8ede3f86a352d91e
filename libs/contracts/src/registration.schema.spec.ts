import { coveredFeeCents, orderPrice } from './registration-price';
import { registrationMessages } from './registration-messages';
import { checkoutInput, createPromoCodeInput, createRegistrationProductInput, registrationSettingsInput } from './registration.schema';
import { issueMessages, issuePaths } from './testing/zod-issues';

const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const buyer = { name: 'Ann Lee', email: 'ann@example.com' };

describe('checkoutInput', () => {
  it('takes products and quantities, and refuses any price the client sends', () => {
    expect(checkoutInput.parse({ items: [{ productId: id }], buyer }).items).toEqual([{ productId: id, quantity: 1 }]);
    expect(issueMessages(checkoutInput, { items: [{ productId: id, price: 1 }], buyer })).toEqual([registrationMessages.priceFromServer]);
    expect(issuePaths(checkoutInput, { items: [{ productId: id }], buyer, total: 0.01 })).toEqual(['total']);
  });

  it('needs a product, a name and an e-mail for the confirmation', () => {
    expect(issueMessages(checkoutInput, { items: [], buyer })).toEqual([registrationMessages.itemsRequired]);
    expect(issueMessages(checkoutInput, { items: [{ productId: id }], buyer: { name: ' ', email: 'nope' } })).toEqual([
      registrationMessages.buyerNameRequired,
      registrationMessages.buyerEmailRequired,
    ]);
  });

  it('reads a promo code in upper case and a blank one as none', () => {
    expect(checkoutInput.parse({ items: [{ productId: id }], buyer, promoCode: ' early-bird ' }).promoCode).toBe('EARLY-BIRD');
    expect(checkoutInput.parse({ items: [{ productId: id }], buyer, promoCode: '' }).promoCode).toBeNull();
  });
});

describe('registrationSettingsInput', () => {
  it('closes after it opens, and a select question has options', () => {
    const base = { capacityTeams: 36 };
    expect(issueMessages(registrationSettingsInput, { ...base, opensAt: '2026-05-02T10:00:00Z', closesAt: '2026-05-01T10:00:00Z' })).toEqual([
      registrationMessages.windowInvalid,
    ]);
    expect(issueMessages(registrationSettingsInput, { ...base, teamQuestions: [{ kind: 'select', label: 'Cart?' }] })).toEqual([
      registrationMessages.questionOptionsRequired,
    ]);
    expect(issueMessages(registrationSettingsInput, { capacityTeams: 0 })).toEqual([registrationMessages.capacityInvalid]);
  });
});

describe('products and promo codes', () => {
  it('keeps the fair market value within the price and a sponsor package on a tier', () => {
    expect(issueMessages(createRegistrationProductInput, { kind: 'team-entry', name: 'Foursome', price: 400, fairMarketValue: 500 })).toEqual([
      registrationMessages.fairMarketValueInvalid,
    ]);
    expect(issueMessages(createRegistrationProductInput, { kind: 'sponsor-package', name: 'Gold', price: 1000 })).toEqual([
      registrationMessages.sponsorTierRequired,
    ]);
    expect(createRegistrationProductInput.parse({ kind: 'team-entry', name: 'Foursome', price: 400 }).fairMarketValue).toBe(0);
  });

  it('takes a whole percentage up to 100 or an amount with cents', () => {
    expect(createPromoCodeInput.parse({ code: 'vip', kind: 'percent', value: 100 }).code).toBe('VIP');
    expect(issueMessages(createPromoCodeInput, { code: 'VIP', kind: 'percent', value: 12.5 })).toEqual([registrationMessages.promoValueInvalid]);
    expect(issueMessages(createPromoCodeInput, { code: 'VIP', kind: 'amount', value: 0.001 })).toEqual([registrationMessages.promoValueInvalid]);
  });
});

describe('orderPrice', () => {
  const team = { kind: 'team-entry' as const, unitCents: 40_000, quantity: 1, fairMarketValueCents: 15_000 };
  const mulligans = { kind: 'add-on' as const, unitCents: 500, quantity: 4, fairMarketValueCents: 0 };

  it('takes a promo code off the entries only', () => {
    expect(orderPrice([team, mulligans], { kind: 'percent', value: 25 }, false)).toEqual({
      subtotalCents: 42_000,
      entryCents: 40_000,
      discountCents: 10_000,
      feeCents: 0,
      totalCents: 32_000,
      fairMarketValueCents: 15_000,
    });
    expect(orderPrice([mulligans], { kind: 'amount', value: 5_000 }, false).discountCents).toBe(0);
    expect(orderPrice([team], { kind: 'amount', value: 90_000 }, false).totalCents).toBe(0);
  });

  it('grosses up the covered fee so the charity keeps the price', () => {
    expect(coveredFeeCents(10_000)).toBe(330);
    const price = orderPrice([team], null, true);
    const kept = price.totalCents - Math.round(price.totalCents * 0.029) - 30;
    expect(kept).toBeGreaterThanOrEqual(40_000);
    expect(kept - 40_000).toBeLessThanOrEqual(1);
    expect(orderPrice([team], { kind: 'percent', value: 100 }, true).feeCents).toBe(0);
  });
});
