import type { AuctionBidders, AuctionItemStatus, IncrementRule } from '@fairway/contracts/auction';
import type { AuctionStanding } from '@fairway/golf/auction';

export interface AuctionSettingsRow {
  opens_at: Date | null;
  closes_at: Date | null;
  soft_close_minutes: number;
  hard_cap_at: Date | null;
  who_may_bid: AuctionBidders;
}

export interface AuctionItemRow {
  id: string;
  tournament_id: string;
  title: string;
  description: string;
  photos: string[];
  donor_name: string | null;
  fair_market_value_cents: number;
  category: string;
  starting_bid_cents: number;
  increment_rule: IncrementRule;
  buy_now_cents: number | null;
  reserve_cents: number | null;
  quantity: number;
  opens_at: Date | null;
  closes_at: Date | null;
  status: AuctionItemStatus;
  price_cents: number | null;
  /** The engine's standings, best first; each bidderId is the bidder's number. */
  standings: AuctionStanding[];
  bid_count: number;
  bought_by: number | null;
  extended_close_at: Date | null;
  /** When its winners were settled (at its close, or at once on a buy-now); no bid after it. */
  settled_at: Date | null;
}

export interface AuctionBidRow {
  id: string;
  item_id: string;
  bidder_number: number;
  placed_by: string;
  amount_cents: number;
  max_cents: number;
  requested_amount_cents: number | null;
  requested_max_cents: number | null;
  idempotency_key: string;
  outcome: 'winning' | 'outbid' | 'bought';
  price_after_cents: number;
  created_at: Date;
}

/** What an item's write sets: the organiser's fields. */
export interface AuctionItemFields {
  title: string;
  description: string;
  photos: string[];
  donorName: string | null;
  fairMarketValueCents: number;
  category: string;
  startingBidCents: number;
  incrementRule: IncrementRule;
  buyNowCents: number | null;
  reserveCents: number | null;
  quantity: number;
  opensAt: string | null;
  closesAt: string | null;
  status: AuctionItemStatus;
}
