import type { AuctionMyBidsPageProps } from '@fairway/contracts';
import { openSignIn, useAuth } from '@fairway/auth';
import { auctionPagePath } from '@fairway/contracts/remotes';
import { PageHeading, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import stateCard from '../../../shared/components/state-card.module.css';
import { useAuction } from '../hooks/use-auction';
import { useServerNow } from '../hooks/use-server-now';
import { filterCatalogue } from '../model/catalogue-filter';
import { AuctionItemCard } from './auction-item-card';
import pageStyles from './auction-page.module.css';
import { AuctionState } from './auction-state';
import { MyBill } from './my-bill';

// What a guest checks before driving home: where they stand on each item, what they won and how to pay.
export function AuctionMyBidsPage({ tournamentId }: AuctionMyBidsPageProps) {
  const { user } = useAuth();
  const { catalogue } = useAuction(tournamentId);
  const now = useServerNow();
  const data = catalogue.data;
  const mine = data ? filterCatalogue(data.items, 'my-bids') : [];
  const subtitle = data?.myBidderNumber ? `You are Bidder ${data.myBidderNumber}` : 'The items you bid on, what you won and your bill.';
  return (
    <RemoteSurface remote="scoring" page="AuctionMyBidsPage">
      <PageHeading eyebrow="Silent auction" title="My bids" subtitle={subtitle} />
      {!user ? (
        <section className={stateCard.state}>
          <h2>Sign in to see your bids</h2>
          <p>Your bids, what you won and your bill are kept with your account.</p>
          <button type="button" className={pageStyles.button} onClick={() => openSignIn()}>
            Sign in
          </button>
        </section>
      ) : !data ? (
        <AuctionState error={catalogue.error} retry={() => void catalogue.refetch()} />
      ) : (
        <>
          {data.myBidderNumber !== null && <MyBill tournamentId={tournamentId} bidderNumber={data.myBidderNumber} />}
          <ul className={pageStyles.list} aria-label="Items you bid on">
            {mine.map((item) => (
              <AuctionItemCard key={item.id} tournamentId={tournamentId} item={item} now={now} />
            ))}
          </ul>
          {mine.length === 0 && <p className={pageStyles.empty}>You haven’t bid on anything yet.</p>}
        </>
      )}
      <Link className={pageStyles.stripLink} to={auctionPagePath(tournamentId)}>
        Browse all items
      </Link>
    </RemoteSurface>
  );
}
