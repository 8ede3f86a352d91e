import { useAuctionAdminLive, useTournament } from '@fairway/api-client';
import { Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import panel from '../../../shared/components/panel.module.css';
import { myRoleOf } from '../../../shared/model/my-role';
import { type AuctionView, auctionViewLabels, auctionViewsFor } from '../model/auction-views';
import { BiddersSection } from './bidders-section';
import { CheckoutSection } from './checkout-section';
import { FundANeedSection } from './fund-a-need-section';
import { ItemsSection } from './items-section';
import { SettingsSection } from './settings-section';
import { UnpaidSection } from './unpaid-section';
import styles from './auction.module.css';

const drawn: Record<AuctionView, (props: { tournamentId: string }) => ReactNode> = {
  items: ItemsSection,
  settings: SettingsSection,
  'fund-a-need': FundANeedSection,
  checkout: CheckoutSection,
  unpaid: UnpaidSection,
  bidders: BiddersSection,
};

/**
 * The silent auction for its organisers (items, settings, fund-a-need, the live list and its controls) and its
 * desks (checkout by bidder number, the unpaid list, bidder numbers), each part shown to the roles that use it.
 */
export function AuctionTab({ tournamentId }: { tournamentId: string }) {
  const tournament = useTournament(tournamentId);
  const [chosen, setChosen] = useState<AuctionView | null>(null);
  // Prices, leaders and states move within a second of a bid anywhere.
  useAuctionAdminLive(tournamentId);
  if (!tournament.data) return <Skeleton active />;
  const views = auctionViewsFor(myRoleOf(tournament.data));
  const view = chosen && views.includes(chosen) ? chosen : views[0];
  if (!view) return null;
  const View = drawn[view];
  return (
    <div className={panel.sections}>
      {views.length > 1 && (
        <nav className={styles.views} aria-label="Auction">
          {views.map((key) => (
            <button key={key} type="button" className={styles.view} aria-pressed={key === view} onClick={() => setChosen(key)}>
              {auctionViewLabels[key]}
            </button>
          ))}
        </nav>
      )}
      <View tournamentId={tournamentId} />
    </div>
  );
}
