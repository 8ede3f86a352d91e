// Registration before the day: settings, products, promo codes, waiver, questions, checkout, waitlist and the
// organiser's list. Money is dollars in JSON (cents in the database and in registration-price.ts).
import { z } from 'zod';
import { calendarDate, entityId, isoTimestamp, requiredText } from './common.schema';
import { moneyAmount } from './ledger.schema';
import { limits } from './limits';
import { messages } from './messages';
import { registrationLimits as caps } from './registration-limits';
import { registrationMessages as text } from './registration-messages';

export { registrationLimits } from './registration-limits';

// ---------- Questions and answers ----------

export const questionKinds = ['handicap-index', 'shirt-size', 'dietary', 'text', 'select'] as const;
export const questionKind = z.enum(questionKinds, { error: text.questionKindInvalid });
export type QuestionKind = z.infer<typeof questionKind>;
export const shirtSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

const label = requiredText(text.questionLabelRequired, caps.maxLabelLength);

/** A question asked once per team or of each player. A missing id is given one by the server. */
export const questionInput = z
  .object({
    id: entityId.optional(),
    kind: questionKind,
    label,
    required: z.boolean().default(false),
    /** The choices of a select question (ignored for other kinds). */
    options: z.array(requiredText(text.questionOptionsRequired, caps.maxLabelLength)).max(caps.maxOptions, text.questionOptionsRequired).default([]),
  })
  .refine((question) => question.kind !== 'select' || question.options.length > 0, { error: text.questionOptionsRequired, path: ['options'] });
export type QuestionInput = z.infer<typeof questionInput>;

export const question = z.object({
  id: entityId,
  kind: questionKind,
  label: z.string(),
  required: z.boolean(),
  /** A select question's choices; the shirt sizes for a shirt-size question; empty otherwise. */
  options: z.array(z.string()),
});
export type Question = z.infer<typeof question>;

const questionList = z
  .array(questionInput)
  .max(caps.maxQuestions, text.tooManyQuestions)
  .refine((list) => new Set(list.flatMap((item) => (item.id ? [item.id] : []))).size === list.filter((item) => item.id).length, {
    error: text.questionIdsRepeated,
  });

/**
 * Answers by question id: text for text, dietary, shirt size and select; a number for a handicap index. The API
 * checks them against the tournament's questions (required ones answered, choices among the options).
 */
export const answers = z
  .record(entityId, z.union([z.string().trim().max(caps.maxAnswerLength, messages.validation.tooLong(caps.maxAnswerLength)), z.number(), z.null()]))
  .default({});
export type Answers = z.infer<typeof answers>;
/** Answers as stored and read back: blank answers left out. */
export const storedAnswers = z.record(z.string(), z.union([z.string(), z.number()]));

// ---------- Waiver ----------

export const waiverVersion = z.object({ version: z.number().int().min(1), text: z.string(), publishedAt: isoTimestamp });
export type WaiverVersion = z.infer<typeof waiverVersion>;

/** What a player's acceptance stores: the name they accepted under, when, and which version. */
export const waiverAcceptance = z.object({ name: z.string(), version: z.number().int(), acceptedAt: isoTimestamp });
export type WaiverAcceptance = z.infer<typeof waiverAcceptance>;

// ---------- Settings ----------

const dateTimeOrNull = z.union([isoTimestamp, z.null()], { error: text.dateTimeInvalid }).default(null);

/** `PUT /api/tournaments/{id}/registration/settings` (tournament admin). A new waiver text is a new version. */
export const registrationSettingsInput = z
  .object({
    open: z.boolean().default(false),
    opensAt: dateTimeOrNull,
    closesAt: dateTimeOrNull,
    capacityTeams: z
      .number({ error: text.capacityInvalid })
      .int(text.capacityInvalid)
      .min(1, text.capacityInvalid)
      .max(caps.maxCapacityTeams, text.capacityInvalid),
    waitlistOfferHours: z
      .number({ error: text.offerHoursInvalid })
      .int(text.offerHoursInvalid)
      .min(1, text.offerHoursInvalid)
      .max(caps.maxOfferHours, text.offerHoursInvalid)
      .default(caps.defaultOfferHours),
    /** Offer the payer to cover the card processing fee (registrationLimits.fee, grossed up). */
    payerCoversFee: z.boolean().default(false),
    teamQuestions: questionList.default([]),
    playerQuestions: questionList.default([]),
    /** Blank or null: no waiver. A text different from the current version's publishes a new version. */
    waiverText: z
      .union([z.string().trim().max(caps.maxWaiverLength, text.waiverTooLong), z.null()])
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .refine((value) => !value.opensAt || !value.closesAt || Date.parse(value.closesAt) > Date.parse(value.opensAt), {
    error: text.windowInvalid,
    path: ['closesAt'],
  });
export type RegistrationSettingsInput = z.infer<typeof registrationSettingsInput>;
export type RegistrationSettingsRequest = z.input<typeof registrationSettingsInput>;

/** Where registration stands for a buyer now. */
export const registrationStatuses = ['not-open', 'not-yet-open', 'open', 'full', 'closed'] as const;
export const registrationStatus = z.enum(registrationStatuses);
export type RegistrationStatus = z.infer<typeof registrationStatus>;

/** The field's places, in teams: four single players take one place. */
export const registrationPlaces = z.object({
  capacityTeams: z.number().int(),
  /** Places of paid registrations, in teams: a single player counts a quarter (9 teams and 3 singles: 9.75). */
  taken: z.number(),
  /** Places held by open checkouts and waitlist offers, counted the same way. */
  held: z.number(),
  /** Whole team places left. */
  teamsLeft: z.number().int(),
  /** Single players who can still register (a part-filled place counts). */
  singlesLeft: z.number().int(),
  waitlisted: z.number().int(),
});
export type RegistrationPlaces = z.infer<typeof registrationPlaces>;

// ---------- Products ----------

export const productKinds = ['team-entry', 'single-player', 'sponsor-package', 'add-on'] as const;
export const productKind = z.enum(productKinds, { error: text.productKindInvalid });
export type ProductKind = z.infer<typeof productKind>;

/** Dollars from 0 with at most 2 decimals (a fair market value may be $0). */
const dollarsOrZero = z
  .union([z.literal(0), z.literal('0'), moneyAmount], { error: text.fairMarketValueInvalid })
  .transform(Number)
  .default(0);

const productFields = {
  name: requiredText(messages.validation.validationFailed, limits.maxNameLength),
  description: z
    .union([z.string().trim().max(limits.maxLedgerTextLength, messages.validation.tooLong(limits.maxLedgerTextLength)), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  price: moneyAmount,
  /** The share of the price that buys something (a round of golf, a meal): on receipts, not deductible. */
  fairMarketValue: dollarsOrZero,
  /** Most of it one registration may buy (entries and sponsor packages are always 1). */
  maxPerOrder: z
    .number({ error: text.quantityInvalid })
    .int(text.quantityInvalid)
    .min(1, text.quantityInvalid)
    .max(caps.maxQuantity, text.quantityInvalid)
    .default(1),
  active: z.boolean().default(true),
};

const fairValueWithinPrice = { error: text.fairMarketValueInvalid, path: ['fairMarketValue'] };

/**
 * `POST /api/tournaments/{id}/registration/products`. A sponsor package sells places of a sponsor tier (its stock
 * is the tier's places left; `includesHole` also gives the sponsor the first free hole); an add-on product sells
 * an add-on (its stock; mulligans go into the team's wallet). Entries' stock is the field's capacity.
 */
export const createRegistrationProductInput = z
  .object({
    kind: productKind,
    ...productFields,
    sponsorTierId: entityId
      .nullable()
      .optional()
      .transform((id) => id ?? null),
    includesHole: z.boolean().default(false),
    addOnId: entityId
      .nullable()
      .optional()
      .transform((id) => id ?? null),
  })
  .refine((value) => value.fairMarketValue <= value.price, fairValueWithinPrice)
  .refine((value) => value.kind !== 'sponsor-package' || value.sponsorTierId !== null, { error: text.sponsorTierRequired, path: ['sponsorTierId'] })
  .refine((value) => value.kind !== 'add-on' || value.addOnId !== null, { error: text.addOnRequired, path: ['addOnId'] });
export type CreateRegistrationProductInput = z.infer<typeof createRegistrationProductInput>;
export type CreateRegistrationProductRequest = z.input<typeof createRegistrationProductInput>;

/** `PATCH .../registration/products/{productId}`: name, description, price, fair market value, limit, on sale. */
export const updateRegistrationProductInput = z
  .object({
    name: productFields.name.optional(),
    description: productFields.description,
    price: moneyAmount.optional(),
    fairMarketValue: dollarsOrZero.optional(),
    maxPerOrder: productFields.maxPerOrder.optional(),
    active: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: messages.validation.atLeastOneField });
export type UpdateRegistrationProductInput = z.infer<typeof updateRegistrationProductInput>;
export type UpdateRegistrationProductRequest = z.input<typeof updateRegistrationProductInput>;

/** A product as anyone sees it on the registration page. */
export const publicRegistrationProduct = z.object({
  id: entityId,
  kind: productKind,
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  fairMarketValue: z.number(),
  maxPerOrder: z.number().int(),
  /** How many can still be bought (places, tier places, add-on stock); null: no limit. */
  left: z.number().int().nullable(),
  includesHole: z.boolean(),
});
export type PublicRegistrationProduct = z.infer<typeof publicRegistrationProduct>;

/** The organiser's view adds what it sells and how many were bought. */
export const registrationProduct = publicRegistrationProduct.extend({
  active: z.boolean(),
  sponsorTierId: entityId.nullable(),
  addOnId: entityId.nullable(),
  sold: z.number().int(),
});
export type RegistrationProduct = z.infer<typeof registrationProduct>;

export const registrationProductParams = z.object({ id: entityId, productId: entityId });
export type RegistrationProductParams = z.infer<typeof registrationProductParams>;

// ---------- Promo codes ----------

export const promoCodeText = z
  .string({ error: text.promoCodeInvalid })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9-]{3,${caps.maxPromoCodeLength}}$`), text.promoCodeInvalid)
  .transform((code) => code.toUpperCase());

const promoValue = z.number({ error: text.promoValueInvalid }).positive(text.promoValueInvalid);

/** `POST .../registration/promo-codes`: an amount (dollars) or a whole percentage off the entries. */
export const createPromoCodeInput = z
  .object({
    code: promoCodeText,
    kind: z.enum(['amount', 'percent'], { error: text.promoValueInvalid }),
    value: promoValue,
    maxUses: z
      .number({ error: text.promoMaxUsesInvalid })
      .int(text.promoMaxUsesInvalid)
      .min(1, text.promoMaxUsesInvalid)
      .max(caps.maxPromoUses, text.promoMaxUsesInvalid)
      .nullable()
      .default(null),
    expiresAt: dateTimeOrNull,
    active: z.boolean().default(true),
  })
  .refine((promo) => (promo.kind === 'percent' ? Number.isInteger(promo.value) && promo.value <= 100 : moneyAmount.safeParse(promo.value).success), {
    error: text.promoValueInvalid,
    path: ['value'],
  });
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeInput>;
export type CreatePromoCodeRequest = z.input<typeof createPromoCodeInput>;

/** `PATCH .../registration/promo-codes/{promoId}`: uses, expiry, active (the code and its value stay). */
export const updatePromoCodeInput = z
  .object({
    maxUses: createPromoCodeInput.shape.maxUses.optional(),
    expiresAt: z.union([isoTimestamp, z.null()], { error: text.dateTimeInvalid }).optional(),
    active: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: messages.validation.atLeastOneField });
export type UpdatePromoCodeInput = z.infer<typeof updatePromoCodeInput>;
export type UpdatePromoCodeRequest = z.input<typeof updatePromoCodeInput>;

export const promoCode = z.object({
  id: entityId,
  code: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** Dollars off, or a percentage. */
  value: z.number(),
  maxUses: z.number().int().nullable(),
  /** Paid registrations and open checkouts using it. */
  uses: z.number().int(),
  expiresAt: isoTimestamp.nullable(),
  active: z.boolean(),
});
export type PromoCode = z.infer<typeof promoCode>;

export const promoCodeParams = z.object({ id: entityId, promoId: entityId });
export type PromoCodeParams = z.infer<typeof promoCodeParams>;

// ---------- The organiser's settings read ----------

export const feeFormula = z.object({ percent: z.number(), fixedCents: z.number().int() });

/** `GET /api/tournaments/{id}/registration/settings` (tournament admin). */
export const registrationSettings = z.object({
  tournamentId: entityId,
  open: z.boolean(),
  opensAt: isoTimestamp.nullable(),
  closesAt: isoTimestamp.nullable(),
  capacityTeams: z.number().int(),
  waitlistOfferHours: z.number().int(),
  payerCoversFee: z.boolean(),
  fee: feeFormula,
  teamQuestions: z.array(question),
  playerQuestions: z.array(question),
  /** The current waiver version; null when there is none. */
  waiver: waiverVersion.nullable(),
  /** How many waiver versions have been published. */
  waiverVersions: z.number().int(),
  products: z.array(registrationProduct),
  promoCodes: z.array(promoCode),
  status: registrationStatus,
  places: registrationPlaces,
  /** False when no payment provider is configured: only walk-ups (cash, cheque) can be recorded. */
  onlinePayment: z.boolean(),
});
export type RegistrationSettings = z.infer<typeof registrationSettings>;

// ---------- The public registration page ----------

/** `GET /api/tournaments/{id}/registration` (anyone): no personal data. */
export const registrationPage = z.object({
  tournamentId: entityId,
  tournamentName: z.string(),
  date: calendarDate,
  courseName: z.string(),
  charityName: z.string(),
  status: registrationStatus,
  opensAt: isoTimestamp.nullable(),
  closesAt: isoTimestamp.nullable(),
  places: registrationPlaces,
  /** Registration is open and no whole team place is left: a team entry now joins the waitlist (a single may still fit). */
  waitlistOpen: z.boolean(),
  products: z.array(publicRegistrationProduct),
  teamQuestions: z.array(question),
  playerQuestions: z.array(question),
  waiver: waiverVersion.pick({ version: true, text: true }).nullable(),
  payerCoversFee: z.boolean(),
  fee: feeFormula,
  hasPromoCodes: z.boolean(),
  onlinePayment: z.boolean(),
  holdMinutes: z.number().int(),
});
export type RegistrationPage = z.infer<typeof registrationPage>;

// ---------- Checkout ----------

/** A price, amount or total sent by a client is refused: the server prices every registration. */
const noClientPrice = z.never({ error: text.priceFromServer }).optional();

export const orderItem = z.object({
  productId: entityId,
  quantity: z
    .number({ error: text.quantityInvalid })
    .int(text.quantityInvalid)
    .min(1, text.quantityInvalid)
    .max(caps.maxQuantity, text.quantityInvalid)
    .default(1),
  price: noClientPrice,
  amount: noClientPrice,
  unitPrice: noClientPrice,
});
export type OrderItem = z.infer<typeof orderItem>;

export const registrantPlayer = z.object({
  name: requiredText(messages.player.nameRequired, limits.maxNameLength),
  email: z
    .union([z.string().trim().max(254), z.null()])
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(z.union([z.email(messages.player.emailInvalid), z.null()])),
  answers,
  /** The player accepts the current waiver under their name (required when the tournament has one). */
  waiverAccepted: z.boolean().default(false),
});
export type RegistrantPlayer = z.infer<typeof registrantPlayer>;

const orderShape = {
  items: z.array(orderItem, { error: text.itemsRequired }).min(1, text.itemsRequired).max(caps.maxItems, text.itemsRequired),
  buyer: z.object({
    name: requiredText(text.buyerNameRequired, limits.maxNameLength),
    email: z.email(text.buyerEmailRequired).max(254, text.buyerEmailRequired),
  }),
  /** With a team entry: the team's name. */
  teamName: z
    .union([z.string().trim().max(limits.maxNameLength, messages.validation.tooLong(limits.maxNameLength)), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  teamAnswers: answers,
  /** With a team entry, the captain first and any teammates (the rest are named later through the invite link); with a single player, the player. */
  players: z.array(registrantPlayer).max(caps.playersPerTeam, text.tooManyPlayers).default([]),
  /** With a sponsor package: the sponsor's name as shown on the day. */
  sponsorName: z
    .union([z.string().trim().max(limits.maxNameLength, messages.validation.tooLong(limits.maxNameLength)), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  /** The waiver version the page showed; a stale version is refused (409) so nobody accepts a text they did not read. */
  waiverVersion: z.number().int().min(1).nullable().default(null),
  promoCode: z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((value) => (value ? value.toUpperCase() : null)),
  total: noClientPrice,
  amount: noClientPrice,
};

/** `POST /api/tournaments/{id}/registration/quote` (anyone): the price the server would charge, nothing held. */
export const quoteInput = z.object({
  items: orderShape.items,
  promoCode: orderShape.promoCode,
  coverFee: z.boolean().default(false),
});
export type QuoteInput = z.infer<typeof quoteInput>;
export type QuoteRequest = z.input<typeof quoteInput>;

export const priceLine = z.object({
  productId: entityId,
  kind: productKind,
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type PriceLine = z.infer<typeof priceLine>;

export const quote = z.object({
  lines: z.array(priceLine),
  subtotal: z.number(),
  discount: z.number(),
  fee: z.number(),
  total: z.number(),
  fairMarketValue: z.number(),
  /** The promo code applied, upper case; null when none was sent. */
  promoCode: z.string().nullable(),
});
export type Quote = z.infer<typeof quote>;

/**
 * `POST /api/tournaments/{id}/registration/checkout` (anyone). `checkoutId` (client-generated) makes a retried
 * submission answer the first one. The price is the server's; a place is held for the checkout's life.
 */
export const checkoutInput = z.object({
  checkoutId: entityId.optional(),
  ...orderShape,
  coverFee: z.boolean().default(false),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;
export type CheckoutRequest = z.input<typeof checkoutInput>;

/** An unguessable token naming one registration to whoever holds it (the confirmation link, the offer mail). */
export const registrationToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, text.registrationNotFound);
export const registrationTokenParams = z.object({ token: registrationToken });
export type RegistrationTokenParams = z.infer<typeof registrationTokenParams>;

export const checkoutResponse = z.discriminatedUnion('outcome', [
  /** Pay at `checkoutUrl`; the place is held until `holdExpiresAt`. */
  z.object({ outcome: z.literal('checkout'), token: registrationToken, checkoutUrl: z.string(), holdExpiresAt: isoTimestamp, total: z.number() }),
  /** Nothing to pay (a promo code covered it all): registered at once. */
  z.object({ outcome: z.literal('confirmed'), token: registrationToken }),
  /** The field was full: on the waitlist; an offer comes by e-mail when a place frees. Nobody is charged. */
  z.object({ outcome: z.literal('waitlisted'), token: registrationToken, position: z.number().int() }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

// ---------- Registrations ----------

export const registrationStates = ['pending-payment', 'paid', 'waitlisted', 'offered', 'cancelled', 'refunded', 'expired'] as const;
export const registrationState = z.enum(registrationStates);
export type RegistrationState = z.infer<typeof registrationState>;

/** What a registration takes: a team's place, a single's quarter of one, or no place (sponsor, add-ons). */
export const registrationKinds = ['team', 'single', 'sponsor'] as const;
export const registrationKind = z.enum(registrationKinds);
export type RegistrationKind = z.infer<typeof registrationKind>;

export const registrationMethods = ['card', 'cash', 'cheque', 'complimentary'] as const;
export const registrationMethod = z.enum(registrationMethods);
export type RegistrationMethod = z.infer<typeof registrationMethod>;

export const registeredPlayer = z.object({
  name: z.string(),
  email: z.string().nullable(),
  answers: storedAnswers,
  waiver: waiverAcceptance.nullable(),
});
export type RegisteredPlayer = z.infer<typeof registeredPlayer>;

/** A registration as the tournament admin reads it: everything. */
export const registration = z.object({
  id: entityId,
  tournamentId: entityId,
  state: registrationState,
  kind: registrationKind,
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  teamName: z.string().nullable(),
  teamId: entityId.nullable(),
  teamAnswers: storedAnswers,
  players: z.array(registeredPlayer),
  sponsorName: z.string().nullable(),
  lines: z.array(priceLine),
  promoCode: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  fee: z.number(),
  total: z.number(),
  refunded: z.number(),
  method: registrationMethod,
  holdExpiresAt: isoTimestamp.nullable(),
  offerExpiresAt: isoTimestamp.nullable(),
  /** 1 for the next in line, while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  createdAt: isoTimestamp,
  paidAt: isoTimestamp.nullable(),
  cancelledAt: isoTimestamp.nullable(),
  /** Why it was cancelled or refunded, and what happened (e.g. paid after its hold expired with the field full: refunded). */
  note: z.string().nullable(),
  /** The admin who recorded a walk-up, cancelled or refunded it. */
  recordedBy: z.string().nullable(),
});
export type Registration = z.infer<typeof registration>;

export const registrationsQuery = z.object({
  state: registrationState.optional(),
  kind: registrationKind.optional(),
  /** Part of a name, e-mail, team or promo code. */
  search: z.string().trim().max(limits.maxNameLength).optional(),
});
export type RegistrationsQuery = z.infer<typeof registrationsQuery>;

/** `GET /api/tournaments/{id}/registrations` (tournament admin). */
export const registrationsResponse = z.object({
  registrations: z.array(registration),
  counts: z.record(registrationState, z.number().int()),
  places: registrationPlaces,
  teamQuestions: z.array(question),
  playerQuestions: z.array(question),
});
export type RegistrationsResponse = z.infer<typeof registrationsResponse>;

export const registrationParams = z.object({ id: entityId, registrationId: entityId });
export type RegistrationParams = z.infer<typeof registrationParams>;

/** `POST /api/tournaments/{id}/registrations/walk-up` (tournament admin): paid at the desk or by phone. */
export const walkUpInput = z.object({
  registrationId: entityId.optional(),
  ...orderShape,
  buyer: z.object({
    name: orderShape.buyer.shape.name,
    email: z
      .union([z.string().trim(), z.null()])
      .optional()
      .transform((value) => (value ? value : null))
      .pipe(z.union([z.email(text.buyerEmailRequired), z.null()])),
  }),
  method: z.enum(['cash', 'cheque'], { error: text.walkUpMethodInvalid }),
});
export type WalkUpInput = z.infer<typeof walkUpInput>;
export type WalkUpRequest = z.input<typeof walkUpInput>;

const reason = z.string({ error: text.reasonRequired }).trim().min(1, text.reasonRequired).max(limits.maxLedgerTextLength);

/** Frees the place (the next waitlisted gets an offer); money already taken stays until refunded. */
export const cancelRegistrationInput = z.object({ reason });
export type CancelRegistrationInput = z.infer<typeof cancelRegistrationInput>;

/** Through the payment provider; more than what is left of the payment is refused. */
export const refundRegistrationInput = z.object({ amount: moneyAmount, reason });
export type RefundRegistrationInput = z.infer<typeof refundRegistrationInput>;
export type RefundRegistrationRequest = z.input<typeof refundRegistrationInput>;

// ---------- A teammate named later ----------

/**
 * What a teammate fills in when joining a registered team with its invite code (`details` of `POST /api/teams/join`):
 * the per-player answers and the waiver acceptance, checked by the same rule as the checkout's players.
 */
export const teammateDetails = z.object({
  /** The name on the card and the waiver; blank: the account's name. */
  name: z
    .union([z.string().trim().max(limits.maxNameLength, messages.validation.tooLong(limits.maxNameLength)), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  answers,
  waiverAccepted: z.boolean().default(false),
  /** The waiver version the page showed; a stale one is refused (409). */
  waiverVersion: z.number().int().min(1).nullable().default(null),
});
export type TeammateDetails = z.infer<typeof teammateDetails>;
export type TeammateDetailsRequest = z.input<typeof teammateDetails>;

/**
 * `GET /api/registration/teammates/{inviteCode}` (signed in): what joining that team asks (none when it was not
 * registered online) and what the caller already gave; nobody else's answers.
 */
export const teammateForm = z.object({
  tournamentId: entityId,
  teamName: z.string().nullable(),
  playerQuestions: z.array(question),
  waiver: waiverVersion.pick({ version: true, text: true }).nullable(),
  /** The caller's own answers and acceptance, when they are on the registration already. */
  own: registeredPlayer.pick({ name: true, answers: true, waiver: true }).nullable(),
  /** Whether joining needs details (questions asked or a waiver to accept, and the caller's not yet complete). */
  detailsNeeded: z.boolean(),
});
export type TeammateForm = z.infer<typeof teammateForm>;
export const teammateFormParams = z.object({ inviteCode: z.string().trim().toUpperCase().min(1).max(limits.inviteCodeLength) });
export type TeammateFormParams = z.infer<typeof teammateFormParams>;

// ---------- The registrant's own view ----------

export const receiptFigures = z.object({
  paid: z.number(),
  fairMarketValue: z.number(),
  deductible: z.number(),
  charityName: z.string(),
});

/** `GET /api/registrations/{token}`: the holder of the link sees their registration (invite code included). */
export const registrationConfirmation = z.object({
  tournamentId: entityId,
  tournamentName: z.string(),
  date: calendarDate,
  courseName: z.string(),
  state: registrationState,
  kind: registrationKind,
  teamName: z.string().nullable(),
  /** The team's invite code once paid: teammates join with it. */
  inviteCode: z.string().nullable(),
  /** Where the team starts, once the organiser has set it. */
  startingHole: z.number().int().nullable(),
  lines: z.array(priceLine),
  discount: z.number(),
  fee: z.number(),
  total: z.number(),
  refunded: z.number(),
  paidAt: isoTimestamp.nullable(),
  holdExpiresAt: isoTimestamp.nullable(),
  offerExpiresAt: isoTimestamp.nullable(),
  waitlistPosition: z.number().int().nullable(),
  receipt: receiptFigures.nullable(),
  note: z.string().nullable(),
  /** The `.ics` file's path on this API. */
  calendarPath: z.string(),
});
export type RegistrationConfirmation = z.infer<typeof registrationConfirmation>;
