import type { PublicRegistrationProduct, RegistrationConfirmation, RegistrationPage } from '@fairway/contracts/registration';

export const productIds = {
  team: '11111111-1111-4111-8111-111111111111',
  single: '22222222-2222-4222-8222-222222222222',
  sponsor: '33333333-3333-4333-8333-333333333333',
  mulligans: '44444444-4444-4444-8444-444444444444',
  soldOut: '55555555-5555-4555-8555-555555555555',
} as const;

export const questionIds = {
  handicap: '66666666-6666-4666-8666-666666666666',
  shirt: '77777777-7777-4777-8777-777777777777',
  cart: '88888888-8888-4888-8888-888888888888',
} as const;

const product = (
  fields: Partial<PublicRegistrationProduct> & Pick<PublicRegistrationProduct, 'id' | 'kind' | 'name' | 'price'>,
): PublicRegistrationProduct => ({
  description: null,
  fairMarketValue: 0,
  maxPerOrder: 1,
  left: null,
  includesHole: false,
  ...fields,
});

/** A tournament open for registration: a foursome, a single, a sponsor package, mulligans and a sold-out dinner. */
export function sampleRegistrationPage(overrides: Partial<RegistrationPage> = {}): RegistrationPage {
  return {
    tournamentId: 'tournament-1',
    tournamentName: 'Spring Charity Classic',
    date: '2027-05-01',
    courseName: 'Pebble Creek',
    charityName: 'Junior Golf Foundation',
    status: 'open',
    opensAt: null,
    closesAt: '2027-04-24T18:00:00.000Z',
    places: { capacityTeams: 36, taken: 30, held: 1, teamsLeft: 5, singlesLeft: 20, waitlisted: 0 },
    waitlistOpen: false,
    products: [
      product({
        id: productIds.team,
        kind: 'team-entry',
        name: 'Foursome',
        price: 600,
        fairMarketValue: 240,
        left: 5,
        description: 'Golf, cart and lunch for four',
      }),
      product({ id: productIds.single, kind: 'single-player', name: 'Single player', price: 160, fairMarketValue: 60, left: 20 }),
      product({ id: productIds.sponsor, kind: 'sponsor-package', name: 'Hole sponsor', price: 250, left: 3, includesHole: true }),
      product({ id: productIds.mulligans, kind: 'add-on', name: 'Mulligan', price: 10, maxPerOrder: 8, left: 40 }),
      product({ id: productIds.soldOut, kind: 'add-on', name: 'Dinner guest', price: 50, maxPerOrder: 4, left: 0 }),
    ],
    teamQuestions: [{ id: questionIds.cart, kind: 'select', label: 'Cart or walking?', required: true, options: ['Cart', 'Walking'] }],
    playerQuestions: [
      { id: questionIds.handicap, kind: 'handicap-index', label: 'Handicap index', required: true, options: [] },
      { id: questionIds.shirt, kind: 'shirt-size', label: 'Shirt size', required: false, options: ['S', 'M', 'L', 'XL'] },
    ],
    waiver: { version: 2, text: 'I play at my own risk.\nThe organiser is not liable for lost balls.' },
    payerCoversFee: true,
    fee: { percent: 2.9, fixedCents: 30 },
    hasPromoCodes: true,
    onlinePayment: true,
    holdMinutes: 35,
    ...overrides,
  };
}

/** A paid foursome as the holder of its link reads it. */
export function sampleConfirmation(overrides: Partial<RegistrationConfirmation> = {}): RegistrationConfirmation {
  return {
    tournamentId: 'tournament-1',
    tournamentName: 'Spring Charity Classic',
    date: '2027-05-01',
    courseName: 'Pebble Creek',
    state: 'paid',
    kind: 'team',
    teamName: 'The Eagles',
    inviteCode: 'QX7K2M',
    startingHole: null,
    lines: [{ productId: productIds.team, kind: 'team-entry', name: 'Foursome', quantity: 1, unitPrice: 600, amount: 600 }],
    discount: 60,
    fee: 0,
    total: 540,
    refunded: 0,
    paidAt: '2027-03-01T12:00:00.000Z',
    holdExpiresAt: null,
    offerExpiresAt: null,
    waitlistPosition: null,
    receipt: { paid: 540, fairMarketValue: 240, deductible: 300, charityName: 'Junior Golf Foundation' },
    note: null,
    calendarPath: '/api/registrations/tok/calendar.ics',
    ...overrides,
  };
}
