import { BirdiePledgesPanel } from './birdie-pledges-panel';
import { LedgerPanel } from './ledger-panel';
import styles from './ledger-panel.module.css';

/** The Charity tab's money: the ledger, then the birdie pledges to collect. */
export function CharityMoney({ tournamentId }: { tournamentId: string }) {
  return (
    <div className={styles.money}>
      <LedgerPanel tournamentId={tournamentId} />
      <BirdiePledgesPanel tournamentId={tournamentId} />
    </div>
  );
}
