import { HoleSponsor } from './hole-sponsor';
import { MulliganWallet } from './mulligan-wallet';
import styles from './hole-extras.module.css';

export interface HoleExtrasProps {
  tournamentId: string;
  teamId: string;
  hole: number;
  locked: boolean;
}

/**
 * What the day adds to the hole being entered: its sponsor and the team's mulligans. Loaded after the card
 * (the scorecard's first load has no room for it); shows nothing while none of it applies.
 */
export default function HoleExtras({ tournamentId, teamId, hole, locked }: HoleExtrasProps) {
  return (
    <section className={styles.extras} aria-label={`Hole ${hole} extras`}>
      <HoleSponsor tournamentId={tournamentId} hole={hole} />
      <MulliganWallet tournamentId={tournamentId} teamId={teamId} hole={hole} locked={locked} />
    </section>
  );
}
