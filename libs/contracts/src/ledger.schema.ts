// The tournament's ledger: every dollar raised is one entry. Money is dollars in JSON (cents in the database).
import { z } from 'zod';
import { emailOrNull, entityId, isoTimestamp } from './common.schema';
import { fundraisingMessages } from './fundraising-messages';
import { limits } from './limits';
import { messages } from './messages';

export const ledgerKinds = ['donation', 'sponsorship', 'add-on-sale', 'pledge-payment', 'entry-fee', 'adjustment', 'auction'] as const;
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
export const donorFields = {
  donorName: optionalText(limits.maxNameLength),
  anonymous: z.boolean().default(false),
  /** Never shown outside the admin's ledger. */
  contactEmail: emailOrNull(fundraisingMessages.emailInvalid)
    .optional()
    .transform((email) => email ?? null),
};

export const namedOrAnonymous = <T extends { donorName: string | null; anonymous: boolean }>(value: T) => value.anonymous || value.donorName !== null;
export const nameRequired = { error: fundraisingMessages.donorNameRequired, path: ['donorName'] };

/** The team an entry is credited to, if any. */
export const creditedTeam = entityId
  .nullable()
  .optional()
  .transform((id) => id ?? null);

/** A client-generated id makes a retried submission the same entry (like the Idempotency-Key header). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, fundraisingMessages.idempotencyKeyInvalid);

/** `POST /api/tournaments/{id}/ledger` (tournament admin): money taken at the desk or promised. */
export const createLedgerEntryInput = z
  .object({
    entryId: entityId.optional(),
    kind: ledgerKind,
    amount: moneyAmount,
    ...donorFields,
    method: paymentMethod,
    /** Shown on the donor wall. */
    publicMessage: optionalText(),
    /** Only the admin reads it. */
    privateNote: optionalText(),
    teamId: creditedTeam,
    state: z.enum(['pledged', 'received'], { error: fundraisingMessages.stateInvalid }).default('received'),
    /** Kept off the donor wall and the public reads (still counted in the raised total). */
    private: z.boolean().default(false),
  })
  .refine(namedOrAnonymous, nameRequired);
export type CreateLedgerEntryInput = z.infer<typeof createLedgerEntryInput>;
export type CreateLedgerEntryRequest = z.input<typeof createLedgerEntryInput>;

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
  /** The name of who made the change (account display name, else e-mail, else the uid); absent outside the ledger read. */
  byName: z.string().nullable().optional(),
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
  /** The recorder's name (account display name, else e-mail, else the uid); absent outside the ledger read. */
  recordedByName: z.string().nullable().optional(),
  recordedAt: isoTimestamp,
  history: z.array(ledgerHistoryItem),
  /** Dollars of a gift paid by card online that can still be refunded through the provider; absent for any other entry. */
  refundable: z.number().optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerResponse = z.object({
  entries: z.array(ledgerEntry),
  /** Sum of every received entry of the tournament (not only the filtered ones): the tournament's charityRaised. */
  raised: z.number(),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;
