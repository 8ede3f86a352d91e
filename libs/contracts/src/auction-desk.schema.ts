// The auction around the bids: fund-a-need, bidder numbers, the organiser's controls, the close and checkout.
// Money in integer cents, as in auction.schema.
import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { auctionCents, fundANeedView } from './auction.schema';
import { auctionMessages } from './auction-messages';
import { limits } from './limits';

/** At most this many giving levels in a fund-a-need. */
export const maxFundANeedLevels = 8;

/** `PUT /api/tournaments/{id}/auction/fund-a-need` (organisers: event.edit). Levels are distinct, shown highest first. */
export const fundANeedInput = z.object({
  title: z.string({ error: auctionMessages.titleRequired }).trim().min(1, auctionMessages.titleRequired).max(120),
  description: z.string().trim().max(500).default(''),
  levelsCents: z
    .array(auctionCents)
    .min(1, auctionMessages.levelsInvalid)
    .max(maxFundANeedLevels, auctionMessages.levelsInvalid)
    .refine((levels) => new Set(levels).size === levels.length, { error: auctionMessages.levelsInvalid }),
  /** Gifts are taken only while it is open. */
  open: z.boolean().default(true),
  /** The thermometer's goal; null: none shown. */
  goalCents: auctionCents.nullable().default(null),
});
export type FundANeedInput = z.infer<typeof fundANeedInput>;
export type FundANeedRequest = z.input<typeof fundANeedInput>;

/** `POST /api/tournaments/{id}/auction/fund-a-need/gifts` (signed in, allowed to bid): a tap at one level. */
export const fundANeedGiftInput = z.object({
  amountCents: auctionCents,
  idempotencyKey: z.string({ error: auctionMessages.idempotencyKeyInvalid }).regex(/^[A-Za-z0-9_-]{8,100}$/, auctionMessages.idempotencyKeyInvalid),
});
export type FundANeedGiftInput = z.infer<typeof fundANeedGiftInput>;
export const fundANeedGiftResponse = z.object({ giftId: entityId, bidderNumber: z.number().int(), fundANeed: fundANeedView });
export type FundANeedGiftResponse = z.infer<typeof fundANeedGiftResponse>;

/** Where a bidder number came from. */
export const bidderSources = ['bid', 'check-in', 'guest'] as const;
export type BidderSource = (typeof bidderSources)[number];

/** `POST /api/tournaments/{id}/auction/bidders` (checkIn or auction.checkout): a guest's number at the desk. */
export const guestBidderInput = z.object({
  name: z.string({ error: auctionMessages.guestNameRequired }).trim().min(1, auctionMessages.guestNameRequired).max(limits.maxNameLength),
  /** The guest signs in with this e-mail to bid as this number. */
  email: z.email({ error: auctionMessages.guestEmailInvalid }).trim().toLowerCase().max(254),
});
export type GuestBidderInput = z.infer<typeof guestBidderInput>;

/** A bidder as the desk reads it (`GET /api/tournaments/{id}/auction/bidders`: checkIn or auction.checkout). */
export const auctionBidder = z.object({
  number: z.number().int(),
  name: z.string(),
  /** Only to field.contacts. */
  email: z.string().nullable(),
  source: z.enum(bidderSources),
  /** An account bids as this number (a guest's is linked when they first sign in with the e-mail). */
  linked: z.boolean(),
  dueCents: z.number().int(),
  paidCents: z.number().int(),
});
export type AuctionBidder = z.infer<typeof auctionBidder>;

/** `POST /api/tournaments/{id}/auction/items/{itemId}/extend` (event.edit): moves the item's close later. */
export const extendItemInput = z.object({
  minutes: z
    .number({ error: auctionMessages.extendInvalid })
    .int(auctionMessages.extendInvalid)
    .min(1, auctionMessages.extendInvalid)
    .max(240, auctionMessages.extendInvalid),
});
export type ExtendItemInput = z.infer<typeof extendItemInput>;

/** One line of a bidder's bill: a won item or a fund-a-need gift. */
export const auctionBillLine = z.object({
  id: z.string(),
  kind: z.enum(['item', 'fund-a-need']),
  itemId: entityId.nullable(),
  title: z.string(),
  amountCents: z.number().int(),
  /** For the receipt: what the buyer received (0 for a gift). */
  fairMarketValueCents: z.number().int(),
  paid: z.boolean(),
  paidAt: isoTimestamp.nullable(),
});
export type AuctionBillLine = z.infer<typeof auctionBillLine>;

/**
 * A bidder's bill: `GET /api/tournaments/{id}/auction/bidders/{number}/bill` (auction.checkout) and the
 * bidder's own `GET /api/tournaments/{id}/auction/my-bill`. Lines appear once their item's winner is settled.
 */
export const auctionBill = z.object({
  bidderNumber: z.number().int(),
  /** The desk's view only; the bidder's own bill says null. */
  name: z.string().nullable(),
  lines: z.array(auctionBillLine),
  dueCents: z.number().int(),
  paidCents: z.number().int(),
  /** Online payment exists (a provider is configured). */
  onlinePayment: z.boolean(),
});
export type AuctionBill = z.infer<typeof auctionBill>;

/** `POST /api/tournaments/{id}/auction/bidders/{number}/checkout` (auction.checkout): the desk takes payment for every unpaid line. */
export const deskCheckoutInput = z.object({
  method: z.enum(['cash', 'card', 'cheque'], { error: auctionMessages.checkoutMethodInvalid }),
  /** The total the desk saw; refused (409) when the bill changed since. */
  expectedDueCents: z.number().int().min(0),
  idempotencyKey: z.string({ error: auctionMessages.idempotencyKeyInvalid }).regex(/^[A-Za-z0-9_-]{8,100}$/, auctionMessages.idempotencyKeyInvalid),
});
export type DeskCheckoutInput = z.infer<typeof deskCheckoutInput>;

/** `POST /api/tournaments/{id}/auction/my-bill/checkout` (the bidder): a hosted checkout for every unpaid line. */
export const onlineCheckoutResponse = z.object({ checkoutUrl: z.url() });
export type OnlineCheckoutResponse = z.infer<typeof onlineCheckoutResponse>;

/** `GET /api/tournaments/{id}/auction/unpaid` (auction.checkout): who still owes, most first. */
export const unpaidBidders = z.object({
  bidders: z.array(z.object({ bidderNumber: z.number().int(), name: z.string(), dueCents: z.number().int(), lines: z.array(auctionBillLine) })),
  totalDueCents: z.number().int(),
});
export type UnpaidBidders = z.infer<typeof unpaidBidders>;

export const bidderNumberParams = z.object({ id: entityId, number: z.coerce.number().int().min(1).max(1_000_000) });

/** An uploaded photo, as its item's photos name it: `GET /api/tournaments/{id}/auction/items/{itemId}/photos/{photoId}`. */
export const auctionPhotoParams = z.object({ id: entityId, itemId: entityId, photoId: entityId });
export type AuctionPhotoParams = z.infer<typeof auctionPhotoParams>;
/** `DELETE /api/tournaments/{id}/auction/items/{itemId}/photos/{index}`: the item's photo at this place (0 first). */
export const auctionPhotoIndexParams = z.object({ id: entityId, itemId: entityId, index: z.coerce.number().int().min(0).max(3) });
export type AuctionPhotoIndexParams = z.infer<typeof auctionPhotoIndexParams>;

/** Where an uploaded photo is served (the item's photos hold this path). */
export const auctionPhotoPath = (tournamentId: string, itemId: string, photoId: string) =>
  `/api/tournaments/${tournamentId}/auction/items/${itemId}/photos/${photoId}`;
