import type { AuctionPageProps } from '@fairway/contracts';
import { useAuth } from '@fairway/auth';
import { PageHeading, RemoteSurface } from '@fairway/ui';
import { useState } from 'react';
import { useAuction } from '../hooks/use-auction';
import { useServerNow } from '../hooks/use-server-now';
import { type CatalogueFilter, catalogueFilters, filterCatalogue } from '../model/catalogue-filter';
import { AuctionItemCard } from './auction-item-card';
import styles from './auction-page.module.css';
import { AuctionState } from './auction-state';
import { BidderStrip } from './bidder-strip';
import { FundANeedCard } from './fund-a-need-card';

const emptyText: Record<CatalogueFilter, string> = {
  all: 'No items are in the auction yet. Check back soon!',
  'closing-soon': 'Nothing is closing yet.',
  'no-bids': 'Every item has a bid. Nice work, everyone!',
  'my-bids': 'You haven’t bid yet. Tap an item to place your first bid.',
  won: 'Nothing won yet. Items you win show here when bidding closes.',
};

// Guests browse and bid one-handed at the bar: big cards, big money, filters as chips within thumb's reach.
export function AuctionPage({ tournamentId }: AuctionPageProps) {
  const { user } = useAuth();
  const { catalogue } = useAuction(tournamentId);
  const now = useServerNow();
  const [filter, setFilter] = useState<CatalogueFilter>('all');
  const data = catalogue.data;
  const items = data ? filterCatalogue(data.items, filter) : [];
  return (
    <RemoteSurface remote="scoring" page="AuctionPage">
      <PageHeading eyebrow="Silent auction" title="Bid on the auction" subtitle="Every dollar goes to the cause. Tap an item to bid." />
      {!data ? (
        <AuctionState error={catalogue.error} retry={() => void catalogue.refetch()} />
      ) : (
        <>
          <BidderStrip tournamentId={tournamentId} signedIn={Boolean(user)} bidderNumber={data.myBidderNumber} />
          {data.fundANeed && <FundANeedCard tournamentId={tournamentId} fundANeed={data.fundANeed} signedIn={Boolean(user)} />}
          <div className={styles.chips} role="group" aria-label="Show">
            {catalogueFilters.map((chip) => (
              <button
                key={chip.id}
                type="button"
                className={styles.chip}
                aria-pressed={filter === chip.id}
                onClick={() => setFilter(chip.id)}
                disabled={!user && (chip.id === 'my-bids' || chip.id === 'won')}
              >
                {chip.label}
              </button>
            ))}
          </div>
          <ul className={styles.list} aria-label="Auction items">
            {items.map((item) => (
              <AuctionItemCard key={item.id} tournamentId={tournamentId} item={item} now={now} />
            ))}
          </ul>
          {items.length === 0 && <p className={styles.empty}>{emptyText[filter]}</p>}
        </>
      )}
    </RemoteSurface>
  );
}
