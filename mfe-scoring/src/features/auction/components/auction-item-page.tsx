import type { AuctionItemPageProps } from '@fairway/contracts';
import type { PublicAuctionItem } from '@fairway/contracts/auction';
import { auctionDollars } from '@fairway/contracts/auction-messages';
import { auctionMyBidsPath, auctionPagePath } from '@fairway/contracts/remotes';
import { openSignIn, useAuth } from '@fairway/auth';
import { RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import stateCard from '../../../shared/components/state-card.module.css';
import { useAuction } from '../hooks/use-auction';
import { useServerNow } from '../hooks/use-server-now';
import { bidCountText, myBadge, priceLine, takesBids } from '../model/auction-standing';
import { AuctionState } from './auction-state';
import { BidPanel } from './bid-panel';
import styles from './auction-item-page.module.css';
import { PhotoGallery } from './photo-gallery';
import { StandingBadge } from './standing-badge';
import { TimeLeftLabel } from './time-left-label';

// The outbid e-mail and toast land here: the price, who leads and the one big button come first.
export function AuctionItemPage({ tournamentId, itemId }: AuctionItemPageProps) {
  const { catalogue } = useAuction(tournamentId);
  const item = catalogue.data?.items.find((candidate) => candidate.id === itemId);
  return (
    <RemoteSurface remote="scoring" page="AuctionItemPage">
      <Link className={styles.back} to={auctionPagePath(tournamentId)}>
        ← All items
      </Link>
      {!catalogue.data ? (
        <AuctionState error={catalogue.error} retry={() => void catalogue.refetch()} />
      ) : item ? (
        <ItemDetails tournamentId={tournamentId} item={item} myNumber={catalogue.data.myBidderNumber} />
      ) : (
        <section className={stateCard.state} role="alert">
          <h2>Item not found</h2>
          <p>This item is no longer in the auction.</p>
        </section>
      )}
    </RemoteSurface>
  );
}

function leaderText(item: PublicAuctionItem, myNumber: number | null): string {
  if (item.leaders.length === 0) return 'No bids yet: be the first!';
  const names = item.leaders.map((label) => (myNumber !== null && label === `Bidder ${myNumber}` ? `${label} (you)` : label));
  const verb = item.state === 'sold' ? 'Won by' : 'Leading';
  return `${verb}: ${names.join(', ')}`;
}

function ItemDetails({ tournamentId, item, myNumber }: { tournamentId: string; item: PublicAuctionItem; myNumber: number | null }) {
  const { user } = useAuth();
  const now = useServerNow();
  const price = priceLine(item);
  return (
    <article className={styles.item} aria-labelledby="auction-item-title">
      <PhotoGallery photos={item.photos} title={item.title} />
      <header className={styles.header}>
        <h1 id="auction-item-title" className={styles.title}>
          {item.title}
        </h1>
        {item.donorName && <p className={styles.donor}>Donated by {item.donorName}</p>}
      </header>
      <section className={styles.money} aria-label="Bidding">
        <div className={styles.moneyTop}>
          <p className={styles.price}>
            <span>{price.label}</span>
            <strong>{price.amount}</strong>
          </p>
          <StandingBadge badge={myBadge(item)} />
        </div>
        <p className={styles.leader}>{leaderText(item, myNumber)}</p>
        <p className={styles.meta}>
          <span>{bidCountText(item.bidCount)}</span>
          <TimeLeftLabel closesAt={item.closesAt} now={now} state={item.state} />
        </p>
        {item.fairMarketValueCents > 0 && <p className={styles.value}>Value {auctionDollars(item.fairMarketValueCents)}</p>}
        {item.quantity > 1 && (
          <p className={styles.value}>
            {item.quantity} available: the top {item.quantity} bidders each win one.
          </p>
        )}
        {item.currentPriceCents !== null && !item.reserveMet && item.state === 'open' && <p className={styles.value}>Reserve not met yet</p>}
      </section>
      {myBadge(item) === 'won' && (
        <p className={styles.won} role="status">
          <strong>You won this item!</strong>
          <Link to={auctionMyBidsPath(tournamentId)}>See your bill</Link>
        </p>
      )}
      {takesBids(item, now) &&
        (user ? (
          <BidPanel tournamentId={tournamentId} item={item} />
        ) : (
          <button type="button" className={styles.signIn} onClick={() => openSignIn()}>
            Sign in to bid
          </button>
        ))}
      {item.description && (
        <section className={styles.description}>
          <h2>About this item</h2>
          <p>{item.description}</p>
        </section>
      )}
    </article>
  );
}
