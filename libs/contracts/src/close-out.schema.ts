// The desk's close-out: per person and per method, what the ledger recorded against the cash and cheques counted.
// Money is integer cents here (every field says so): a count is typed at the desk to the cent.
import { z } from 'zod';
import { closeOutMessages } from './close-out-messages';
import { entityId, isoTimestamp } from './common.schema';
import { paymentMethod } from './ledger.schema';
import { limits } from './limits';
import { messages } from './messages';

export { closeOutMessages };

/** What a volunteer counts at the end of a shift: the money in hand. Cards are the processor's, never counted. */
export const countedMethods = ['cash', 'cheque'] as const;
export const countedMethod = z.enum(countedMethods, { error: closeOutMessages.countMethodInvalid });
export type CountedMethod = z.infer<typeof countedMethod>;

/** `POST /api/tournaments/{id}/close-out/counts`: one declaration, never edited; a later one replaces it in the totals. */
export const createCloseOutCount = z.object({
  method: countedMethod,
  countedCents: z
    .number({ error: closeOutMessages.countedInvalid })
    .int(closeOutMessages.countedInvalid)
    .min(0, closeOutMessages.countedInvalid)
    .max(limits.maxLedgerEntryDollars * 100, closeOutMessages.countedTooLarge),
  note: z
    .union([z.string().max(limits.maxLedgerTextLength, messages.validation.tooLong(limits.maxLedgerTextLength)), z.null()])
    .optional()
    .transform((text) => (text?.trim() ? text.trim() : null)),
});
export type CreateCloseOutCount = z.infer<typeof createCloseOutCount>;
export type CreateCloseOutCountRequest = z.input<typeof createCloseOutCount>;

/** One declaration: who counted, when, how much. */
export const closeOutCount = z.object({
  id: entityId,
  method: countedMethod,
  countedCents: z.number().int(),
  note: z.string().nullable(),
  declaredBy: z.string(),
  declaredByName: z.string(),
  declaredAt: isoTimestamp,
});
export type CloseOutCount = z.infer<typeof closeOutCount>;

/** One method of one line (or of the totals). */
export const closeOutMethodTotal = z.object({
  method: paymentMethod,
  /** Received entries (above 0), voided ones left out. */
  recordedCents: z.number().int(),
  entries: z.number().int(),
  /** Money given back (received adjustments below 0), as a positive number. */
  refundedCents: z.number().int(),
  refunds: z.number().int(),
  /** What should be in hand: recorded less refunded. */
  netCents: z.number().int(),
  /** Entries voided (out of the totals), shown so a volunteer sees why a sale is missing. */
  voided: z.number().int(),
  voidedCents: z.number().int(),
  /** The latest count (cash and cheque only), null before any. */
  countedCents: z.number().int().nullable(),
  /** counted - net; null before any count. */
  differenceCents: z.number().int().nullable(),
});
export type CloseOutMethodTotal = z.infer<typeof closeOutMethodTotal>;

export const closeOutLineKind = z.enum(['person', 'online', 'unattributed']);
export type CloseOutLineKind = z.infer<typeof closeOutLineKind>;

/** One person's line (or the processor's, or the unattributed one). */
export const closeOutLine = z.object({
  /** The uid (or the e-mail an older entry names) of who took the money; 'online' or 'unattributed' for those lines. */
  person: z.string(),
  kind: closeOutLineKind,
  name: z.string(),
  methods: z.array(closeOutMethodTotal),
  netCents: z.number().int(),
  /** Every declaration, newest first; the first of each method is the one counted. */
  counts: z.array(closeOutCount),
});
export type CloseOutLine = z.infer<typeof closeOutLine>;

/** `GET /api/tournaments/{id}/close-out`: the desk sees its own line; owner and co-organisers every line and the totals. */
export const closeOutReport = z.object({
  tournamentId: entityId,
  scope: z.enum(['own', 'all']),
  lines: z.array(closeOutLine),
  /** Every line added up, per method; null for a desk volunteer's own report. */
  totals: z.object({ methods: z.array(closeOutMethodTotal), netCents: z.number().int() }).nullable(),
  generatedAt: isoTimestamp,
});
export type CloseOutReport = z.infer<typeof closeOutReport>;
