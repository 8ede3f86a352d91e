import { type IncrementRule } from '@fairway/contracts/auction';

/** A bidder's standing on an item: the hidden maximum, the highest amount they bid outright, when the maximum was set. */
export interface AuctionStanding {
  bidderId: string;
  maxCents: number;
  floorCents: number;
  /** Order in which the maximum was set: a tie goes to the lower. */
  seq: number;
}

/** The rules of an item, as the organiser set them. Times in epoch milliseconds. */
export interface AuctionItemRules {
  startingBidCents: number;
  incrementRule: IncrementRule;
  buyNowCents: number | null;
  reserveCents: number | null;
  quantity: number;
  opensAt: number | null;
  softCloseMinutes: number;
  hardCapAt: number | null;
  withdrawn: boolean;
}

/** One item's state: its rules, the close (moved by the soft close), the price and the standings, best first. */
export interface AuctionItemState extends AuctionItemRules {
  closesAt: number | null;
  /** null before the first bid. With several winners, the lowest winning price, which each winner pays. */
  priceCents: number | null;
  standings: AuctionStanding[];
  /** The bidder who took the buy-now price; the item is over. */
  boughtBy: string | null;
  bidCount: number;
  /** bidder + idempotency key of every accepted bid: a retry is the same bid. */
  seenKeys: ReadonlySet<string>;
}

/** A bid as the engine takes it: no amount is the next amount; a maximum bids for the bidder up to it. */
export interface AuctionBid {
  bidderId: string;
  amountCents?: number;
  maxBidCents?: number;
  idempotencyKey: string;
}

export type BidRefusalReason = 'not-open' | 'closed' | 'withdrawn' | 'sold' | 'too-low' | 'max-below-amount' | 'already-leading';

export type AuctionEvent =
  { kind: 'outbid'; bidderId: string } | { kind: 'bought'; bidderId: string; priceCents: number } | { kind: 'extended'; closesAt: number };

export type BidResult =
  | {
      kind: 'accepted';
      state: AuctionItemState;
      events: AuctionEvent[];
      /** Where the bidder stands after it. */
      outcome: 'winning' | 'outbid' | 'bought';
      /** The amount and maximum recorded for the bid. */
      amountCents: number;
      maxCents: number;
    }
  | { kind: 'duplicate'; state: AuctionItemState }
  | { kind: 'refused'; reason: BidRefusalReason; nextAmountCents: number };
