import { openSignIn } from '@fairway/auth';
import { auctionMyBidsPath } from '@fairway/contracts/remotes';
import { Link } from '@fairway/ui/router';
import styles from './auction-page.module.css';

/** Who the guest is in the auction ("You are Bidder 104") and their bids; a visitor is asked to sign in. */
export function BidderStrip({ tournamentId, signedIn, bidderNumber }: { tournamentId: string; signedIn: boolean; bidderNumber: number | null }) {
  if (!signedIn) {
    return (
      <section className={styles.strip}>
        <p>
          <strong>Browse freely.</strong> Sign in to bid and we’ll tell you the moment you’re outbid.
        </p>
        <button type="button" className={styles.button} onClick={() => openSignIn()}>
          Sign in to bid
        </button>
      </section>
    );
  }
  return (
    <section className={styles.strip}>
      <p>{bidderNumber ? <strong className={styles.bidder}>You are Bidder {bidderNumber}</strong> : 'Your bidder number comes with your first bid.'}</p>
      <Link className={styles.stripLink} to={auctionMyBidsPath(tournamentId)}>
        My bids
      </Link>
    </section>
  );
}
