import { type AuctionSale, bidderLabel, type PublicAuctionItem } from '@fairway/contracts/auction';
import type { LiveWinRow } from './auction-wins.rows';

/** The sales, latest first: each sold item with its live winners (as "Bidder 104") and the price each pays. */
export function toSales(wins: readonly LiveWinRow[]): AuctionSale[] {
  const byItem = new Map<string, AuctionSale>();
  for (const win of wins) {
    const sale = byItem.get(win.item_id);
    const soldAt = new Date(win.settled_at).toISOString();
    if (!sale) {
      byItem.set(win.item_id, { itemId: win.item_id, title: win.title, winners: [bidderLabel(win.bidder_number)], priceCents: win.price_cents, soldAt });
      continue;
    }
    sale.winners.push(bidderLabel(win.bidder_number));
    sale.priceCents = Math.min(sale.priceCents, win.price_cents);
  }
  return [...byItem.values()];
}

/**
 * A sold item's leaders are its winners as settled (offered to the next bidder, the one who took it), and the caller
 * "winning" it when they are one of them.
 */
export function withWinners(items: PublicAuctionItem[], sales: readonly AuctionSale[], myNumber: number | null): PublicAuctionItem[] {
  const sold = new Map(sales.map((sale) => [sale.itemId, sale]));
  const me = myNumber === null ? null : bidderLabel(myNumber);
  return items.map((item) => {
    const sale = sold.get(item.id);
    if (!sale) return item;
    const won = me !== null && sale.winners.includes(me);
    return {
      ...item,
      state: 'sold',
      leaders: sale.winners,
      currentPriceCents: sale.priceCents,
      myState: won ? 'winning' : item.myState === 'none' ? 'none' : 'outbid',
    };
  });
}
