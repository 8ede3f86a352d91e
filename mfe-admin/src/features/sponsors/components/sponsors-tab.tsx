import { HoleSponsorGrid } from './hole-sponsor-grid';
import { SponsorsSection } from './sponsors-section';
import { TiersSection } from './tiers-section';
import styles from './sponsors-tab.module.css';

/** Sponsor tiers, the sponsors themselves, and which of them sponsors each hole. */
export function SponsorsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <div className={styles.tab}>
      <TiersSection tournamentId={tournamentId} />
      <SponsorsSection tournamentId={tournamentId} />
      <HoleSponsorGrid tournamentId={tournamentId} />
    </div>
  );
}
