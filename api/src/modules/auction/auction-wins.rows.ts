import type { BidderSource } from '@fairway/contracts/auction-desk';

/** A win as offer-next reads it. */
export interface WinRow {
  id: string;
  bidder_number: number;
  price_cents: number;
  passed_at: Date | null;
  paid_at: Date | null;
}

/** A live win with its item's title: the sales. */
export interface LiveWinRow {
  item_id: string;
  title: string;
  bidder_number: number;
  price_cents: number;
  settled_at: Date;
}

/** One line of a bill: a live win or a fund-a-need gift. */
export interface BillLineRow {
  id: string;
  kind: 'item' | 'fund-a-need';
  bidder_number: number;
  item_id: string | null;
  title: string;
  amount_cents: number;
  fair_market_value_cents: number;
  paid_at: Date | null;
  at: Date;
  checkout_id: string | null;
}

export interface BidderRow {
  number: number;
  user_id: string | null;
  guest_name: string | null;
  email: string | null;
  source: BidderSource;
  /** The name of the linked account's player in this tournament's field, if any. */
  player_name: string | null;
}

export interface AuctionCheckoutRow {
  id: string;
  tournament_id: string;
  bidder_number: number;
  channel: 'desk' | 'online';
  idempotency_key: string | null;
  method: 'cash' | 'card' | 'cheque';
  amount_cents: number;
  win_ids: string[];
  gift_ids: string[];
  state: 'open' | 'paid' | 'expired';
  session_id: string | null;
  checkout_url: string | null;
  expires_at: Date | null;
  created_by: string;
  refunded_cents: number;
}
