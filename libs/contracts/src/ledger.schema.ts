// The tournament's ledger: every dollar raised is one entry. Money is dollars in JSON (cents in the database).
import { z } from 'zod';
import { emailOrNull, entityId, isoTimestamp } from './common.schema';
import { fundraisingMessages } from './fundraising-messages';
import { limits } from './limits';
import { messages } from './messages';

export const ledgerKinds = ['donation', 'sponsorship', 'add-on-sale', 'pledge-payment', 'entry-fee', 'adjustment'] as const;
export const ledgerKind = z.enum(ledgerKinds, { error: fundraisingMessages.kindInvalid });
export type LedgerKind = z.infer<typeof ledgerKind>;

export const paymentMethods = ['cash', 'card', 'cheque', 'paypal', 'complimentary'] as const;
export const paymentMethod = z.enum(paymentMethods, { error: fundraisingMessages.methodInvalid });
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const ledgerStates = ['pledged', 'received', 'void'] as const;
export const ledgerState = z.enum(ledgerStates, { error: fundraisingMessages.stateInvalid });
export type LedgerState = z.infer<typeof ledgerState>;

const dollarsAndCents = /^\d+(\.\d{1,2})?$/;

/**
 * Dollars more than 0 and at most the ledger's limit, with at most 2 decimals: a JSON number or plain
 * decimal text ("12.50"); padded text, exponents and hex are refused like any other text.
 */
export const moneyAmount = z.union([z.number(), z.string()], { error: fundraisingMessages.amountInvalid }).transform((input, ctx) => {
  const text = typeof input === 'string' ? input : Number.isFinite(input) ? String(input) : '';
  const amount = Number(text);
  if (!dollarsAndCents.test(text) || amount <= 0) {
    ctx.addIssue({ code: 'custom', message: fundraisingMessages.amountInvalid });
    return z.NEVER;
  }
  if (amount > limits.maxLedgerEntryDollars) {
    ctx.addIssue({ code: 'custom', message: fundraisingMessages.amountTooLarge });
    return z.NEVER;
  }
  return amount;
});

/** Optional free text: trimmed, blank is none (null). */
export const optionalText = (maxLength: number = limits.maxLedgerTextLength) =>
  z
    .union([z.string().max(maxLength, messages.validation.tooLong(maxLength)), z.null()])
    .optional()
    .transform((text) => (text?.trim() ? text.trim() : null));

/** Who gave: a display name, or anonymous (then the name is not kept for the public). */
const donor = {
  donorName: optionalText(limits.maxNameLength),
  anonymous: z.boolean().default(false),
  /** Never shown outside the admin's ledger. */
  contactEmail: emailOrNull(fundraisingMessages.emailInvalid)
    .optional()
    .transform((email) => email ?? null),
};

const namedOrAnonymous = <T extends { donorName: string | null; anonymous: boolean }>(value: T) => value.anonymous || value.donorName !== null;
const nameRequired = { error: fundraisingMessages.donorNameRequired, path: ['donorName'] };

/** A client-generated id makes a retried submission the same entry (like the Idempotency-Key header). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, fundraisingMessages.idempotencyKeyInvalid);

/** `POST /api/tournaments/{id}/ledger` (tournament admin): money taken at the desk or promised. */
export const createLedgerEntryInput = z
  .object({
    entryId: entityId.optional(),
    kind: ledgerKind,
    amount: moneyAmount,
    ...donor,
    method: paymentMethod,
    /** Shown on the donor wall. */
    publicMessage: optionalText(),
    /** Only the admin reads it. */
    privateNote: optionalText(),
    teamId: entityId
      .nullable()
      .optional()
      .transform((id) => id ?? null),
    state: z.enum(['pledged', 'received'], { error: fundraisingMessages.stateInvalid }).default('received'),
    /** Kept off the donor wall and the public reads (still counted in the raised total). */
    private: z.boolean().default(false),
  })
  .refine(namedOrAnonymous, nameRequired);
export type CreateLedgerEntryInput = z.infer<typeof createLedgerEntryInput>;
export type CreateLedgerEntryRequest = z.input<typeof createLedgerEntryInput>;

/** `POST /api/tournaments/{id}/donations` (anyone, no account): recorded as pledged until the organiser receives it. */
export const createDonationInput = z
  .object({
    entryId: entityId.optional(),
    amount: moneyAmount,
    ...donor,
    publicMessage: optionalText(),
    teamId: entityId
      .nullable()
      .optional()
      .transform((id) => id ?? null),
  })
  .refine(namedOrAnonymous, nameRequired);
export type CreateDonationInput = z.infer<typeof createDonationInput>;
export type CreateDonationRequest = z.input<typeof createDonationInput>;

export const voidLedgerEntryInput = z.object({
  reason: z.string({ error: fundraisingMessages.voidReasonRequired }).trim().min(1, fundraisingMessages.voidReasonRequired).max(limits.maxLedgerTextLength),
});
export type VoidLedgerEntryInput = z.infer<typeof voidLedgerEntryInput>;

/** Marking a pledged entry received; the method it finally came by (defaults to the one pledged). */
export const receiveLedgerEntryInput = z.object({ method: paymentMethod.optional() });
export type ReceiveLedgerEntryInput = z.infer<typeof receiveLedgerEntryInput>;

export const ledgerEntryParams = z.object({ id: entityId, entryId: entityId });
export type LedgerEntryParams = z.infer<typeof ledgerEntryParams>;

export const ledgerQuery = z.object({
  kind: ledgerKind.optional(),
  state: ledgerState.optional(),
  method: paymentMethod.optional(),
  teamId: entityId.optional(),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

/** One change of an entry's state: recorded, received, voided. */
export const ledgerHistoryItem = z.object({
  action: z.enum(['recorded', 'received', 'voided']),
  by: z.string().nullable(),
  at: isoTimestamp,
  reason: z.string().nullable(),
});

/** An entry as the admin reads it: everything, with its trail. */
export const ledgerEntry = z.object({
  id: entityId,
  tournamentId: entityId,
  kind: ledgerKind,
  /** Dollars; only an adjustment recorded by setting the raised amount can be below 0. */
  amount: z.number(),
  donorName: z.string().nullable(),
  anonymous: z.boolean(),
  contactEmail: z.string().nullable(),
  method: paymentMethod,
  publicMessage: z.string().nullable(),
  privateNote: z.string().nullable(),
  teamId: entityId.nullable(),
  private: z.boolean(),
  state: ledgerState,
  voidReason: z.string().nullable(),
  /** uid of the admin who recorded it; null for a guest's donation and for the opening balance. */
  recordedBy: z.string().nullable(),
  recordedAt: isoTimestamp,
  history: z.array(ledgerHistoryItem),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerResponse = z.object({
  entries: z.array(ledgerEntry),
  /** Sum of every received entry of the tournament (not only the filtered ones): the tournament's charityRaised. */
  raised: z.number(),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

/** An entry as anyone may read it: no e-mail, no private note, no name when anonymous. */
export const publicGift = z.object({
  id: entityId,
  kind: ledgerKind,
  amount: z.number(),
  /** null when the donor gave anonymously. */
  donorName: z.string().nullable(),
  message: z.string().nullable(),
  teamId: entityId.nullable(),
  state: z.enum(['pledged', 'received']),
  recordedAt: isoTimestamp,
});
export type PublicGift = z.infer<typeof publicGift>;

/** `GET /api/tournaments/{id}/donor-wall`: received and pledged gifts that are not private. */
export const donorWallResponse = z.object({
  raised: z.number(),
  goal: z.number(),
  latest: z.array(publicGift).max(limits.donorWallSize),
  largest: z.array(publicGift).max(limits.donorWallSize),
});
export type DonorWallResponse = z.infer<typeof donorWallResponse>;

/** `GET /api/tournaments/{id}/raised-by-team`: received money credited to each team, largest first. */
export const raisedByTeamResponse = z.array(z.object({ teamId: entityId, teamName: z.string(), raised: z.number() }));
export type RaisedByTeamResponse = z.infer<typeof raisedByTeamResponse>;

/** The reply to a guest's donation: what was recorded and where to pay it. */
export const donationResponse = z.object({ gift: publicGift, paypalLink: z.string().nullable() });
export type DonationResponse = z.infer<typeof donationResponse>;
