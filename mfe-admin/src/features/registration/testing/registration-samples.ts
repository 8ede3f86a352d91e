import {
  type PromoCode,
  type Question,
  type Registration,
  type RegistrationProduct,
  type RegistrationSettings,
  type RegistrationsResponse,
  registrationStates,
} from '@fairway/contracts/registration';

// Replies of the registration API as the admin's specs need them, typed by the contracts.

export const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';

export const handicapQuestion: Question = {
  id: '00000000-0000-4000-8000-00000000b001',
  kind: 'handicap-index',
  label: 'Handicap index',
  required: true,
  options: [],
};
export const shirtQuestion: Question = {
  id: '00000000-0000-4000-8000-00000000b002',
  kind: 'shirt-size',
  label: 'Shirt size',
  required: false,
  options: ['S', 'M', 'L', 'XL'],
};
export const cartQuestion: Question = {
  id: '00000000-0000-4000-8000-00000000b003',
  kind: 'select',
  label: 'Cart',
  required: false,
  options: ['Cart', 'Walking'],
};

export function sampleProduct(overrides: Partial<RegistrationProduct> = {}): RegistrationProduct {
  return {
    id: '00000000-0000-4000-8000-00000000a001',
    kind: 'team-entry',
    name: 'Team entry',
    description: null,
    price: 400,
    fairMarketValue: 150,
    maxPerOrder: 1,
    left: 34,
    includesHole: false,
    active: true,
    sponsorTierId: null,
    addOnId: null,
    sold: 2,
    ...overrides,
  };
}

export const mulliganProduct = sampleProduct({
  id: '00000000-0000-4000-8000-00000000a002',
  kind: 'add-on',
  name: 'Mulligan pack',
  price: 20,
  fairMarketValue: 0,
  maxPerOrder: 4,
  left: null,
  addOnId: '00000000-0000-4000-8000-0000000000a7',
  sold: 0,
});

export function samplePromo(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    code: 'EARLY',
    kind: 'amount',
    value: 50,
    maxUses: 10,
    uses: 3,
    expiresAt: null,
    active: true,
    ...overrides,
  };
}

export function sampleSettings(overrides: Partial<RegistrationSettings> = {}): RegistrationSettings {
  return {
    tournamentId,
    open: false,
    opensAt: null,
    closesAt: null,
    capacityTeams: 36,
    waitlistOfferHours: 48,
    payerCoversFee: false,
    fee: { percent: 2.9, fixedCents: 30 },
    teamQuestions: [cartQuestion],
    playerQuestions: [handicapQuestion, shirtQuestion],
    waiver: { version: 2, text: 'I play at my own risk.', publishedAt: '2026-11-20T15:00:00.000Z' },
    waiverVersions: 2,
    products: [sampleProduct(), mulliganProduct],
    promoCodes: [samplePromo()],
    status: 'not-open',
    places: { capacityTeams: 36, taken: 2, held: 0, teamsLeft: 34, singlesLeft: 136, waitlisted: 0 },
    onlinePayment: true,
    ...overrides,
  };
}

export function sampleRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: '00000000-0000-4000-8000-00000000d001',
    tournamentId,
    state: 'paid',
    kind: 'team',
    buyerName: 'Cara Captain',
    buyerEmail: 'cara@example.com',
    teamName: 'Birdie Hunters',
    teamId: '00000000-0000-4000-8000-00000000e001',
    teamAnswers: { [cartQuestion.id]: 'Walking' },
    players: [
      {
        name: 'Cara Captain',
        email: 'cara@example.com',
        answers: { [handicapQuestion.id]: 12.4, [shirtQuestion.id]: 'M' },
        waiver: { name: 'Cara Captain', version: 2, acceptedAt: '2026-11-21T16:30:00.000Z' },
      },
      { name: 'Pat Partner', email: null, answers: {}, waiver: null },
    ],
    sponsorName: null,
    lines: [{ productId: sampleProduct().id, kind: 'team-entry', name: 'Team entry', quantity: 1, unitPrice: 400, amount: 400 }],
    promoCode: 'EARLY',
    subtotal: 400,
    discount: 50,
    fee: 0,
    total: 350,
    refunded: 0,
    method: 'card',
    holdExpiresAt: null,
    offerExpiresAt: null,
    waitlistPosition: null,
    createdAt: '2026-11-21T16:25:00.000Z',
    paidAt: '2026-11-21T16:31:00.000Z',
    cancelledAt: null,
    note: null,
    recordedBy: null,
    ...overrides,
  };
}

export function sampleRegistrations(registrations: Registration[], overrides: Partial<RegistrationsResponse> = {}): RegistrationsResponse {
  const counts = Object.fromEntries(
    registrationStates.map((state) => [state, registrations.filter((registration) => registration.state === state).length]),
  ) as RegistrationsResponse['counts'];
  return {
    registrations,
    counts,
    places: sampleSettings().places,
    teamQuestions: [cartQuestion],
    playerQuestions: [handicapQuestion, shirtQuestion],
    ...overrides,
  };
}
