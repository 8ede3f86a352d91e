// A guest's gift (the donate page) and the donor wall. A gift is a `donation` entry of the ledger, pledged
// until the organiser marks it received; the wall also shows pledge payments. Dollars in JSON.
import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { creditedTeam, donorFields, ledgerKind, moneyAmount, namedOrAnonymous, nameRequired, optionalText } from './ledger.schema';
import { fundraisingMessages } from './fundraising-messages';
import { limits } from './limits';

const giftFields = { amount: moneyAmount, ...donorFields, publicMessage: optionalText(), teamId: creditedTeam };

/** `POST /api/tournaments/{id}/donations` (anyone, no account): recorded as pledged until the organiser receives it. */
export const createDonationInput = z.object({ entryId: entityId.optional(), ...giftFields }).refine(namedOrAnonymous, nameRequired);
export type CreateDonationInput = z.infer<typeof createDonationInput>;
export type CreateDonationRequest = z.input<typeof createDonationInput>;

/** A gift as anyone may read it: no e-mail, no private note, no name when anonymous. */
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

/** The reply to a guest's donation: what was recorded and where to pay it. */
export const donationResponse = z.object({ gift: publicGift, paypalLink: z.string().nullable() });
export type DonationResponse = z.infer<typeof donationResponse>;

/**
 * `POST /api/tournaments/{id}/donations/card` (anyone): the same gift paid by card through the checkout. The
 * price is the amount typed, checked here; nothing is recorded in the ledger until the provider says paid.
 * `entryId` makes a retry open the same checkout.
 */
export const createCardGiftInput = z.object({ entryId: entityId, ...giftFields }).refine(namedOrAnonymous, nameRequired);
export type CreateCardGiftInput = z.infer<typeof createCardGiftInput>;
export type CreateCardGiftRequest = z.input<typeof createCardGiftInput>;

/** Where the donor pays, and the receipt page's token they come back to. */
export const cardGiftCheckout = z.object({ token: z.string(), checkoutUrl: z.string() });
export type CardGiftCheckout = z.infer<typeof cardGiftCheckout>;

export const cardGiftStates = ['pending', 'paid', 'expired', 'refunded'] as const;

/**
 * `GET /api/receipts/{token}` (whoever holds the link): a card gift's receipt. The payer's name only (never an
 * e-mail); figures from receiptFigures in @fairway/golf, in dollars.
 */
export const giftReceipt = z.object({
  tournamentId: entityId,
  tournamentName: z.string(),
  charityName: z.string(),
  state: z.enum(cardGiftStates),
  receiptNumber: z.string(),
  payerName: z.string(),
  paidAt: isoTimestamp.nullable(),
  paid: z.number(),
  refunded: z.number(),
  fairMarketValue: z.number(),
  deductible: z.number(),
  acknowledgmentRequired: z.boolean(),
  fairValueDisclosureRequired: z.boolean(),
});
export type GiftReceipt = z.infer<typeof giftReceipt>;

/**
 * `POST /api/tournaments/{id}/ledger/{entryId}/refund` (tournament admin): a gift paid by card refunded through the
 * provider, whole or part, with the reason; the ledger follows when the provider's refund event arrives.
 */
export const refundCardGiftInput = z.object({
  amount: moneyAmount,
  reason: z.string({ error: fundraisingMessages.voidReasonRequired }).trim().min(1, fundraisingMessages.voidReasonRequired).max(500),
});
export type RefundCardGiftInput = z.infer<typeof refundCardGiftInput>;
export type RefundCardGiftRequest = z.input<typeof refundCardGiftInput>;

/** The refund asked of the provider. */
export const cardGiftRefund = z.object({ refundId: z.string(), amount: z.number() });
export type CardGiftRefund = z.infer<typeof cardGiftRefund>;

/** A receipt's token: 32 random bytes, base64url. */
export const receiptTokenParams = z.object({ receiptToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Receipt not found') });
export type ReceiptTokenParams = z.infer<typeof receiptTokenParams>;
