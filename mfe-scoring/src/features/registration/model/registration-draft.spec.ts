import { productIds, questionIds, sampleRegistrationPage } from '../testing/sample-registration';
import { basketOf, checkoutRequestOf, emptyDraft, emptyPlayer, forWaiverVersion, mostOf, type RegistrationDraft } from './registration-draft';

const page = sampleRegistrationPage();
const captain = { name: ' Ann Lee ', email: ' ann@example.com ', answers: { [questionIds.handicap]: '12.4', [questionIds.shirt]: ' ' }, waiverAccepted: true };

function foursome(changes: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    ...emptyDraft(),
    entryId: productIds.team,
    buyer: captain,
    teamName: ' The Eagles ',
    teamAnswers: { [questionIds.cart]: 'Cart' },
    addOns: { [productIds.mulligans]: 4 },
    ...changes,
  };
}

describe('basketOf', () => {
  it('is nothing until a product is chosen', () => {
    expect(basketOf(page, emptyDraft())).toBeNull();
  });

  it('sends products and quantities, the promo code and the fee choice, never a price', () => {
    expect(basketOf(page, foursome({ promoCode: 'EARLY', coverFee: true }))).toEqual({
      items: [
        { productId: productIds.team, quantity: 1 },
        { productId: productIds.mulligans, quantity: 4 },
      ],
      promoCode: 'EARLY',
      coverFee: true,
    });
  });

  it('drops add-ons without a team entry, and the fee choice the organiser does not offer', () => {
    const single = foursome({ entryId: productIds.single, coverFee: true });
    expect(basketOf(sampleRegistrationPage({ payerCoversFee: false }), single)).toEqual({
      items: [{ productId: productIds.single, quantity: 1 }],
      promoCode: null,
      coverFee: false,
    });
  });
});

describe('checkoutRequestOf', () => {
  it('names the captain first with their answers (a handicap as a number, blanks left out) and the named teammates', () => {
    const body = checkoutRequestOf(page, foursome({ teammates: [emptyPlayer(), { ...emptyPlayer(), name: 'Bo Chen', waiverAccepted: true }] }));
    expect(body).toMatchObject({
      buyer: { name: 'Ann Lee', email: 'ann@example.com' },
      teamName: 'The Eagles',
      teamAnswers: { [questionIds.cart]: 'Cart' },
      sponsorName: null,
      waiverVersion: 2,
    });
    expect(body.players).toEqual([
      { name: 'Ann Lee', email: 'ann@example.com', answers: { [questionIds.handicap]: 12.4 }, waiverAccepted: true },
      { name: 'Bo Chen', email: null, answers: {}, waiverAccepted: true },
    ]);
  });

  it('names no players for a sponsor package alone, and the sponsor’s name', () => {
    const body = checkoutRequestOf(page, { ...emptyDraft(), sponsorIds: [productIds.sponsor], buyer: captain, sponsorName: ' Acme Tools ' });
    expect(body.players).toEqual([]);
    expect(body.teamName).toBeNull();
    expect(body.sponsorName).toBe('Acme Tools');
    expect(body.items).toEqual([{ productId: productIds.sponsor, quantity: 1 }]);
  });
});

describe('mostOf', () => {
  it('is the limit per registration or what is left, whichever is smaller', () => {
    const [team, , , mulligans, soldOut] = page.products;
    expect([mostOf(team!), mostOf(mulligans!), mostOf(soldOut!)]).toEqual([1, 8, 0]);
    expect(mostOf({ ...mulligans!, left: 3 })).toBe(3);
    expect(mostOf({ ...mulligans!, left: null })).toBe(8);
  });
});

describe('forWaiverVersion', () => {
  it('keeps the acceptances of the version they were given for, and takes them all back for a new one', () => {
    const accepted = foursome({ waiverVersion: 2, teammates: [{ ...emptyPlayer(), name: 'Bo Chen', waiverAccepted: true }] });
    expect(forWaiverVersion(accepted, 2)).toBe(accepted);
    const renewed = forWaiverVersion(accepted, 3);
    expect(renewed.waiverVersion).toBe(3);
    expect([renewed.buyer, ...renewed.teammates].map((player) => player.waiverAccepted)).toEqual([false, false]);
    expect(renewed.teammates[0]!.name).toBe('Bo Chen');
  });
});
