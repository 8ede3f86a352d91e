import type { AuctionCatalogue, PublicAuctionItem } from '@fairway/contracts/auction';
import { auctionDollars } from '@fairway/contracts/auction-messages';

/** Where the caller stands on an item, as its badge says it. */
export type MyBadge = 'winning' | 'outbid' | 'won' | 'not-won';

export const badgeLabels: Record<MyBadge, string> = { winning: 'Winning', outbid: 'Outbid', won: 'Won', 'not-won': 'Not won' };

const isOver = (item: PublicAuctionItem) => item.state === 'sold' || item.state === 'closed' || item.state === 'withdrawn';

export function myBadge(item: PublicAuctionItem): MyBadge | null {
  if (item.myState === 'none') return null;
  if (!isOver(item)) return item.myState;
  return item.state === 'sold' && item.myState === 'winning' ? 'won' : 'not-won';
}

/** "Current bid $550" once someone has bid, else "Starting bid $500". */
export function priceLine(item: PublicAuctionItem): { label: string; amount: string } {
  if (item.state === 'sold' && item.currentPriceCents !== null) return { label: 'Sold for', amount: auctionDollars(item.currentPriceCents) };
  if (item.currentPriceCents === null) return { label: 'Starting bid', amount: auctionDollars(item.startingBidCents) };
  return { label: 'Current bid', amount: auctionDollars(item.currentPriceCents) };
}

export const bidCountText = (count: number) => (count === 0 ? 'No bids yet' : count === 1 ? '1 bid' : `${count} bids`);

/** The caller's own number as everyone sees it, when they have one. */
export const myLabel = (catalogue: AuctionCatalogue | undefined) => (catalogue?.myBidderNumber ? `Bidder ${catalogue.myBidderNumber}` : null);

/** Whether bids are taken on it now (the server decides; this only chooses which buttons to show). */
export const takesBids = (item: PublicAuctionItem, nowMs: number) => item.state === 'open' && (item.closesAt === null || Date.parse(item.closesAt) > nowMs);
