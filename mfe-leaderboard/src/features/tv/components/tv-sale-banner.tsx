import type { AuctionSale } from '@fairway/contracts/auction';
import { formatRaised } from '@fairway/golf/fundraising';
import styles from './tv-sale-banner.module.css';

/** "Bidder 104", or "Bidder 104, Bidder 107" for an item with several winners (each pays the price). */
function winnersText(winners: readonly string[]): string {
  return winners.join(', ');
}

/** "SOLD — Weekend at Pebble Beach — Bidder 104 — $1,250", across the screen for a few seconds. */
export function TvSaleBanner({ sale }: { sale: AuctionSale }) {
  const each = sale.winners.length > 1 ? ' each' : '';
  return (
    <div className={styles.banner} role="status" aria-label="Sold" key={`${sale.itemId}@${sale.soldAt}`}>
      <span className={styles.sold}>Sold</span>
      <span className={styles.title}>{sale.title}</span>
      <span className={styles.winners} data-several={sale.winners.length > 1}>
        {winnersText(sale.winners)}
      </span>
      <span className={styles.price}>
        {formatRaised(sale.priceCents)}
        {each}
      </span>
    </div>
  );
}
