import { badgeLabels, type MyBadge } from '../model/auction-standing';
import styles from './standing-badge.module.css';

/** The caller's standing on an item: Winning (green), Outbid (red), Won (gold), Not won (grey). */
export function StandingBadge({ badge }: { badge: MyBadge | null }) {
  if (!badge) return null;
  return <span className={`${styles.badge} ${styles[badge]}`}>{badgeLabels[badge]}</span>;
}
