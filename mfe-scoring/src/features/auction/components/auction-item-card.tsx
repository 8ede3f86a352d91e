import type { PublicAuctionItem } from '@fairway/contracts/auction';
import { auctionItemPath } from '@fairway/contracts/remotes';
import { Link } from '@fairway/ui/router';
import { bidCountText, myBadge, priceLine } from '../model/auction-standing';
import styles from './auction-item-card.module.css';
import { ItemPhoto } from './item-photo';
import { StandingBadge } from './standing-badge';
import { TimeLeftLabel } from './time-left-label';

/** One item of the catalogue: the whole card opens the item's page. */
export function AuctionItemCard({ tournamentId, item, now }: { tournamentId: string; item: PublicAuctionItem; now: number }) {
  const price = priceLine(item);
  return (
    <li className={styles.item} aria-label={item.title}>
      <Link className={styles.card} to={auctionItemPath(tournamentId, item.id)}>
        <ItemPhoto src={item.photos[0]} title={item.title} />
        <div className={styles.text}>
          <h2 className={styles.title}>{item.title}</h2>
          <div className={styles.priceRow}>
            <p className={styles.price}>
              <span className={styles.priceLabel}>{price.label}</span>
              <strong className={styles.amount}>{price.amount}</strong>
            </p>
            <StandingBadge badge={myBadge(item)} />
          </div>
          <p className={styles.meta}>
            <span>{bidCountText(item.bidCount)}</span>
            <TimeLeftLabel closesAt={item.closesAt} now={now} state={item.state} />
          </p>
        </div>
      </Link>
    </li>
  );
}
