import { closingSoon, timeLeft } from '../model/time-left';
import styles from './time-left-label.module.css';

/** The live countdown to an item's close (on the server's clock), urgent in its last five minutes. */
export function TimeLeftLabel({ closesAt, now, state }: { closesAt: string | null; now: number; state: string }) {
  if (state === 'sold' || state === 'closed') return <span className={styles.time}>Closed</span>;
  if (state === 'withdrawn') return <span className={styles.time}>Withdrawn</span>;
  if (state === 'upcoming') return <span className={styles.time}>Opens soon</span>;
  const left = timeLeft(closesAt, now);
  if (left === null) return null;
  return (
    <span className={`${styles.time} ${closingSoon(closesAt, now) ? styles.urgent : ''}`}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2M9 2h6" />
      </svg>
      {left === 'Closed' ? 'Closing…' : `${left} left`}
    </span>
  );
}
