import type { PublicAuctionItem } from '@fairway/contracts/auction';
import { myBadge } from './auction-standing';

export const catalogueFilters = [
  { id: 'all', label: 'All' },
  { id: 'closing-soon', label: 'Closing soon' },
  { id: 'no-bids', label: 'No bids yet' },
  { id: 'my-bids', label: 'My bids' },
  { id: 'won', label: 'Won' },
] as const;

export type CatalogueFilter = (typeof catalogueFilters)[number]['id'];

const closesAtMs = (item: PublicAuctionItem) => (item.closesAt ? Date.parse(item.closesAt) : Number.POSITIVE_INFINITY);
const isLive = (item: PublicAuctionItem) => item.state === 'open' || item.state === 'upcoming';

/** Live items first (soonest close first), then the ones that are over; withdrawn items are not offered. */
function byClose(a: PublicAuctionItem, b: PublicAuctionItem): number {
  if (isLive(a) !== isLive(b)) return isLive(a) ? -1 : 1;
  return closesAtMs(a) - closesAtMs(b);
}

/** The items a filter chip shows, in the order the guest reads them. */
export function filterCatalogue(items: readonly PublicAuctionItem[], filter: CatalogueFilter): PublicAuctionItem[] {
  const offered = items.filter((item) => item.state !== 'withdrawn' || item.myState !== 'none');
  switch (filter) {
    case 'all':
      return offered;
    case 'closing-soon':
      return offered.filter((item) => item.state === 'open' && item.closesAt !== null).sort(byClose);
    case 'no-bids':
      return offered.filter((item) => isLive(item) && item.bidCount === 0);
    case 'my-bids':
      return offered.filter((item) => item.myState !== 'none').sort(byClose);
    case 'won':
      return offered.filter((item) => myBadge(item) === 'won');
  }
}
