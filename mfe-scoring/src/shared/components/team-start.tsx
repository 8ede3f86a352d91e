import type { Team } from '@fairway/contracts/team';
import { teamStartLabel } from '@fairway/contracts/start-label';
import styles from './team-start.module.css';

/**
 * Where the team tees off, said where its players look: "Starts on Hole 7B", "Starts on Hole 1 at 08:10", "Starts on
 * Hole 7A, wave 2" before the second horn is announced; the team's own hole before the organiser places the field;
 * nothing for a team without one.
 */
export function TeamStart({ team }: { team: Pick<Team, 'startingHole' | 'startSlot' | 'teeTime' | 'startWave'> }) {
  const label = teamStartLabel(team);
  if (!label) return null;
  return (
    <p className={styles.start}>
      Starts on <strong>{label}</strong>
    </p>
  );
}
