import type { AuctionCatalogue, PublicAuctionItem } from '@fairway/contracts/auction';
import type { AuctionEventData } from '@fairway/contracts/live-event';

/** The contracts' bidderLabel (a value import from there would bring zod onto the TV). */
const bidderLabel = (number: number) => `Bidder ${number}`;

/**
 * The event's items are everyone's view (myState 'none'): the caller's own standing is worked out again from
 * the leaders and what their read said (an item they had bid on and no longer lead is outbid).
 */
function withMyState(item: PublicAuctionItem, before: PublicAuctionItem | undefined, myNumber: number | null): PublicAuctionItem {
  if (myNumber !== null && item.leaders.includes(bidderLabel(myNumber))) return { ...item, myState: 'winning' };
  return { ...item, myState: before && before.myState !== 'none' ? 'outbid' : 'none' };
}

/**
 * The catalogue after an `auction` event: the settings it carries, its items replace the cached ones (new ones are added), the
 * fund-a-need when the event carries it, and its sales go first (latest first, each item once).
 */
export function mergeAuctionEvent(catalogue: AuctionCatalogue, event: AuctionEventData): AuctionCatalogue {
  const cached = new Map(catalogue.items.map((item) => [item.id, item]));
  // Bids are never taken back, so an item with fewer bids than the screen has is older news (an event that
  // arrived after the answer to the caller's own later bid): it would show them outbid when they lead.
  const newer = event.items.filter((item) => item.bidCount >= (cached.get(item.id)?.bidCount ?? 0));
  const changed = new Map(newer.map((item) => [item.id, withMyState(item, cached.get(item.id), catalogue.myBidderNumber)]));
  const items = [...catalogue.items.map((item) => changed.get(item.id) ?? item), ...[...changed.values()].filter((item) => !cached.has(item.id))];
  const sold = new Set(event.sales.map((sale) => sale.itemId));
  return {
    ...catalogue,
    settings: event.settings ?? catalogue.settings,
    items,
    fundANeed: event.fundANeed === undefined ? catalogue.fundANeed : event.fundANeed,
    sales: event.sales.length ? [...event.sales, ...catalogue.sales.filter((sale) => !sold.has(sale.itemId))] : catalogue.sales,
  };
}
