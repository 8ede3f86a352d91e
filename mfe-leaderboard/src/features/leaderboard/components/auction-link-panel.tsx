import { useAuctionCatalogue } from '@fairway/api-client';
import { auctionDollars } from '@fairway/contracts/auction-messages';
import { auctionPagePath } from '@fairway/contracts/remotes';
import { Panel } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import styles from './charity-panels.module.css';

/** Where guests find the silent auction from the board: shown only when the tournament's auction has items. */
export function AuctionLinkPanel({ tournamentId }: { tournamentId: string }) {
  const catalogue = useAuctionCatalogue(tournamentId);
  const items = catalogue.data?.items.filter((item) => item.state === 'open' || item.state === 'upcoming') ?? [];
  if (items.length === 0) return null;
  const raised = items.reduce((sum, item) => sum + (item.currentPriceCents ?? 0), 0);
  return (
    <Panel title="Silent Auction">
      <p className={styles.auctionLead}>
        {items.length === 1 ? '1 item' : `${items.length} items`} open for bids
        {raised > 0 ? `, ${auctionDollars(raised)} bid so far` : ''}. Bid from your phone: we’ll tell you if you’re outbid.
      </p>
      <Link className={styles.donateButton} to={auctionPagePath(tournamentId)}>
        Bid in the Auction
      </Link>
    </Panel>
  );
}
