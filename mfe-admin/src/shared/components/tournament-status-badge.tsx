import type { Tournament } from '@fairway/contracts/tournament';
import styles from './tournament-status-badge.module.css';

const label: Record<Tournament['status'], string> = { active: 'Active', upcoming: 'Upcoming', completed: 'Completed' };

/** The status pill of a tournament, in colours that keep AA contrast (antd's preset tag greens do not). */
export function TournamentStatusBadge({ status }: { status: Tournament['status'] }) {
  return <span className={`${styles.status} ${styles[status]}`}>{label[status]}</span>;
}
