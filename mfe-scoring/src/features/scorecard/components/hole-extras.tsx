import type { Team } from '@fairway/contracts/team';
import { HoleContests } from './hole-contests';
import { HoleSponsor } from './hole-sponsor';
import { MulliganWallet } from './mulligan-wallet';
import styles from './hole-extras.module.css';

export interface HoleExtrasProps {
  tournamentId: string;
  team: Team;
  hole: number;
  locked: boolean;
}

/**
 * What the day adds to the hole being entered: its sponsor, the team's mulligans and the hole's contests. Loaded after the card
 * (the scorecard's first load has no room for it); shows nothing while none of it applies.
 */
export default function HoleExtras({ tournamentId, team, hole, locked }: HoleExtrasProps) {
  return (
    <section className={styles.extras} aria-label={`Hole ${hole} extras`}>
      <HoleSponsor tournamentId={tournamentId} hole={hole} />
      <HoleContests tournamentId={tournamentId} team={team} hole={hole} locked={locked} />
      <MulliganWallet tournamentId={tournamentId} teamId={team.id} hole={hole} locked={locked} />
    </section>
  );
}
