// The silent auction: items, the auction's settings, a bid and the public view of an item. Money in integer cents.
import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { auctionMessages, maxAuctionCents } from './auction-messages';
import { limits } from './limits';

export { auctionMessages, maxAuctionCents, maxAuctionPhotoBytes, auctionDollars } from './auction-messages';

/** Whole cents, more than 0, at most $1,000,000: a bid, a price, a value. */
export const auctionCents = z
  .number({ error: auctionMessages.amountInvalid })
  .int(auctionMessages.amountInvalid)
  .min(1, auctionMessages.amountInvalid)
  .max(maxAuctionCents, auctionMessages.amountTooLarge);

const optionalCents = auctionCents.nullable().default(null);

/** Each tier's increment applies from its price up to the next tier's. */
const incrementTier = z.object({ fromCents: z.number().int().min(0).max(maxAuctionCents), incrementCents: auctionCents });

const tiersAscending = (tiers: { fromCents: number }[]) =>
  tiers[0]?.fromCents === 0 && tiers.every((tier, index) => index === 0 || tier.fromCents > tiers[index - 1]!.fromCents);

/** How much the next bid must add: fixed cents, tiered by the price, or a percent of the price (rounded up to a whole dollar). */
export const incrementRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), cents: auctionCents }),
  z.object({
    kind: z.literal('tiered'),
    tiers: z.array(incrementTier).min(1).max(20).refine(tiersAscending, { error: auctionMessages.tiersInvalid }),
  }),
  z.object({
    kind: z.literal('percent'),
    percent: z
      .number({ error: auctionMessages.percentInvalid })
      .int(auctionMessages.percentInvalid)
      .min(1, auctionMessages.percentInvalid)
      .max(100, auctionMessages.percentInvalid),
  }),
]);
export type IncrementRule = z.infer<typeof incrementRule>;

/** What the organiser set: `open` takes bids in its hours, `withdrawn` none (its bids are kept). */
export const auctionItemStatus = z.enum(['open', 'withdrawn']);
export type AuctionItemStatus = z.infer<typeof auctionItemStatus>;

/** What a bidder sees of an item now. */
export const auctionItemState = z.enum(['upcoming', 'open', 'sold', 'closed', 'withdrawn']);
export type AuctionItemState = z.infer<typeof auctionItemState>;

const text = (max: number) => z.string().trim().max(max);

const auctionItemFields = z.object({
  title: z.string({ error: auctionMessages.titleRequired }).trim().min(1, auctionMessages.titleRequired).max(120),
  description: text(2000).default(''),
  /** Stored image ids or URLs for now; the image rules are the sponsor logos'. */
  photos: z.array(text(500).min(1)).max(4, auctionMessages.tooManyPhotos).default([]),
  donorName: text(limits.maxNameLength).nullable().default(null),
  fairMarketValueCents: z
    .number()
    .int(auctionMessages.amountInvalid)
    .min(0, auctionMessages.amountInvalid)
    .max(maxAuctionCents, auctionMessages.amountTooLarge)
    .default(0),
  category: text(50).default(''),
  startingBidCents: auctionCents,
  incrementRule: incrementRule.default({ kind: 'fixed', cents: 500 }),
  buyNowCents: optionalCents,
  /** Hidden: the item is not sold below it. */
  reserveCents: optionalCents,
  quantity: z
    .number({ error: auctionMessages.quantityInvalid })
    .int(auctionMessages.quantityInvalid)
    .min(1, auctionMessages.quantityInvalid)
    .max(100, auctionMessages.quantityInvalid)
    .default(1),
  /** The item's own hours; null: the auction's. */
  opensAt: isoTimestamp.nullable().default(null),
  closesAt: isoTimestamp.nullable().default(null),
  status: auctionItemStatus.default('open'),
});

type ItemFields = z.infer<typeof auctionItemFields>;
const buyNowAboveStart = (item: ItemFields) => item.buyNowCents === null || item.buyNowCents > item.startingBidCents;
const buyNowSingle = (item: ItemFields) => item.buyNowCents === null || item.quantity === 1;
const closesAfterOpen = (item: { opensAt: string | null; closesAt: string | null }) =>
  item.opensAt === null || item.closesAt === null || Date.parse(item.closesAt) > Date.parse(item.opensAt);

/** `POST /api/tournaments/{id}/auction/items` and its PUT (organisers: event.edit). */
export const auctionItemInput = auctionItemFields
  .refine(buyNowAboveStart, { error: auctionMessages.buyNowTooLow, path: ['buyNowCents'] })
  .refine(buyNowSingle, { error: auctionMessages.buyNowOneItem, path: ['buyNowCents'] })
  .refine(closesAfterOpen, { error: auctionMessages.closeBeforeOpen, path: ['closesAt'] });
export type AuctionItemInput = z.infer<typeof auctionItemInput>;
export type AuctionItemRequest = z.input<typeof auctionItemInput>;

/** Who may bid: anyone signed in, or only checked-in players and guests given a bidder number. */
export const auctionBidders = z.enum(['signed-in', 'checked-in'], { error: auctionMessages.whoMayBidInvalid });
export type AuctionBidders = z.infer<typeof auctionBidders>;

/** `PUT /api/tournaments/{id}/auction/settings` (organisers: event.edit). */
export const auctionSettingsInput = z
  .object({
    opensAt: isoTimestamp.nullable().default(null),
    closesAt: isoTimestamp.nullable().default(null),
    /** A bid in the last N minutes moves the close to N minutes after it; 0: no soft close. */
    softCloseMinutes: z
      .number({ error: auctionMessages.softCloseInvalid })
      .int(auctionMessages.softCloseInvalid)
      .min(0, auctionMessages.softCloseInvalid)
      .max(60, auctionMessages.softCloseInvalid)
      .default(2),
    /** The soft close never moves the close past it; null: no cap. */
    hardCapAt: isoTimestamp.nullable().default(null),
    whoMayBid: auctionBidders.default('checked-in'),
  })
  .refine(closesAfterOpen, { error: auctionMessages.closeBeforeOpen, path: ['closesAt'] })
  .refine((settings) => settings.hardCapAt === null || settings.closesAt === null || Date.parse(settings.hardCapAt) >= Date.parse(settings.closesAt), {
    error: auctionMessages.hardCapBeforeClose,
    path: ['hardCapAt'],
  });
export type AuctionSettingsInput = z.infer<typeof auctionSettingsInput>;
export type AuctionSettingsRequest = z.input<typeof auctionSettingsInput>;
export const auctionSettings = z.object({
  opensAt: isoTimestamp.nullable(),
  closesAt: isoTimestamp.nullable(),
  softCloseMinutes: z.number().int(),
  hardCapAt: isoTimestamp.nullable(),
  whoMayBid: auctionBidders,
});
export type AuctionSettings = z.infer<typeof auctionSettings>;

/** `POST /api/tournaments/{id}/auction/items/{itemId}/bids` (signed in). No amount: the next amount. */
export const placeBidInput = z
  .object({
    amountCents: auctionCents.optional(),
    /** Hidden: the engine bids for the bidder up to it, one increment at a time. */
    maxBidCents: auctionCents.optional(),
    /** The same key from the same bidder is the same bid (a retry on a weak signal). */
    idempotencyKey: z.string({ error: auctionMessages.idempotencyKeyInvalid }).regex(/^[A-Za-z0-9_-]{8,100}$/, auctionMessages.idempotencyKeyInvalid),
  })
  .refine((bid) => bid.amountCents === undefined || bid.maxBidCents === undefined || bid.maxBidCents >= bid.amountCents, {
    error: auctionMessages.maxBelowAmount,
    path: ['maxBidCents'],
  });
export type PlaceBidInput = z.infer<typeof placeBidInput>;
export type PlaceBidRequest = z.input<typeof placeBidInput>;

/** "Bidder 104": how a bidder is shown to everyone, never a name or an e-mail. */
export const bidderLabel = (number: number) => `Bidder ${number}`;

/** An item as anyone may read it, with the caller's own standing (none for a visitor). */
export const publicAuctionItem = z.object({
  id: entityId,
  title: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  donorName: z.string().nullable(),
  fairMarketValueCents: z.number().int(),
  category: z.string(),
  startingBidCents: z.number().int(),
  /** The price now; null before the first bid. With several winners, the lowest winning price, which each winner pays. */
  currentPriceCents: z.number().int().nullable(),
  nextAmountCents: z.number().int(),
  buyNowCents: z.number().int().nullable(),
  quantity: z.number().int(),
  /** "Bidder 104" for each winner now, best first. */
  leaders: z.array(z.string()),
  bidCount: z.number().int(),
  reserveMet: z.boolean(),
  closesAt: isoTimestamp.nullable(),
  state: auctionItemState,
  myState: z.enum(['winning', 'outbid', 'none']),
});
export type PublicAuctionItem = z.infer<typeof publicAuctionItem>;

/** The fund-a-need as anyone reads it: the count per level and the total climb on the TV. */
export const fundANeedView = z.object({
  title: z.string(),
  description: z.string(),
  open: z.boolean(),
  goalCents: z.number().int().nullable(),
  /** Highest first. */
  levels: z.array(z.object({ amountCents: z.number().int(), count: z.number().int() })),
  totalCents: z.number().int(),
  giftCount: z.number().int(),
});
export type FundANeedView = z.infer<typeof fundANeedView>;

/** An item that sold, as the TV announces it and the live stream's `auction` event carries it. */
export const auctionSale = z.object({
  itemId: entityId,
  title: z.string(),
  /** "Bidder 104" for each winner. */
  winners: z.array(z.string()),
  priceCents: z.number().int(),
  soldAt: isoTimestamp,
});
export type AuctionSale = z.infer<typeof auctionSale>;

/** `GET /api/tournaments/{id}/auction`: the public catalogue, the fund-a-need (null: none) and the sales so far, latest first. */
export const auctionCatalogue = z.object({
  settings: auctionSettings,
  items: z.array(publicAuctionItem),
  myBidderNumber: z.number().int().nullable(),
  fundANeed: fundANeedView.nullable(),
  sales: z.array(auctionSale),
});
export type AuctionCatalogue = z.infer<typeof auctionCatalogue>;

/** The organiser's item: the public view with its hidden reserve and its own hours and status. */
export const auctionItem = publicAuctionItem.extend({
  reserveCents: z.number().int().nullable(),
  incrementRule,
  opensAt: isoTimestamp.nullable(),
  ownClosesAt: isoTimestamp.nullable(),
  status: auctionItemStatus,
});
export type AuctionItem = z.infer<typeof auctionItem>;

/** The answer to a bid (the same for a retried key): the item after it and where the bidder stands. */
export const placeBidResponse = z.object({
  bidId: entityId,
  outcome: z.enum(['winning', 'outbid', 'bought']),
  bidderNumber: z.number().int(),
  item: publicAuctionItem,
});
export type PlaceBidResponse = z.infer<typeof placeBidResponse>;

export const auctionItemParams = z.object({ id: entityId, itemId: entityId });
