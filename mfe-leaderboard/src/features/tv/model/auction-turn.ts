import type { AuctionCatalogue, AuctionSale } from '@fairway/contracts/auction';

/** The TV gives the auction turns once it has an item to show (a withdrawn one is not) or a fund-a-need. */
export function auctionOnTv(catalogue: AuctionCatalogue | undefined): boolean {
  return !!catalogue && (catalogue.fundANeed !== null || catalogue.items.some((item) => item.state !== 'withdrawn'));
}

/** One sale, once: an item offered to the next bidder sells again, later. */
export const saleKey = (sale: AuctionSale) => `${sale.itemId}@${sale.soldAt}`;
