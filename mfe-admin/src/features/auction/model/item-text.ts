import type { AuctionItem } from '@fairway/contracts/auction';
import { usdCents } from '../../../shared/model/money';

/** "$1,250.00" once bid on, else "Starting bid $100.00". */
export function priceText(item: Pick<AuctionItem, 'currentPriceCents' | 'startingBidCents'>): string {
  return item.currentPriceCents === null ? `Starting bid ${usdCents(item.startingBidCents)}` : usdCents(item.currentPriceCents);
}

/** "Bidder 104" (or each winner, for several), "No bids yet" before the first. */
export function leaderText(item: Pick<AuctionItem, 'leaders'>): string {
  return item.leaders.length === 0 ? 'No bids yet' : item.leaders.join(', ');
}

export const bidCountText = (count: number) => (count === 1 ? '1 bid' : `${count} bids`);

/** What the organiser may do to an item now: close or extend it while it takes bids; withdraw one with bids, delete one without. */
export function itemActions(item: Pick<AuctionItem, 'state' | 'bidCount'>) {
  const live = item.state === 'open' || item.state === 'upcoming';
  return {
    close: item.state === 'open',
    extend: item.state === 'open',
    withdraw: live && item.bidCount > 0,
    remove: item.bidCount === 0,
  };
}
