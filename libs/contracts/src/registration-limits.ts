// Registration and checkout limits, read by the schemas, the API and the screens.
export const registrationLimits = {
  /** A place is held this long for its checkout (Stripe's Checkout Sessions last at least 30 minutes). */
  holdMinutes: 35,
  maxCapacityTeams: 500,
  /** Four single players take one team's place. */
  singlesPerPlace: 4,
  playersPerTeam: 4,
  defaultOfferHours: 48,
  maxOfferHours: 168,
  maxQuestions: 20,
  maxOptions: 20,
  maxLabelLength: 120,
  maxAnswerLength: 200,
  maxWaiverLength: 20_000,
  maxItems: 10,
  maxQuantity: 100,
  maxPromoCodeLength: 30,
  maxPromoUses: 10_000,
  /** The processing fee a payer may cover: Stripe's card price, 2.9% + 30 cents, grossed up. */
  fee: { percent: 2.9, fixedCents: 30 },
} as const;
