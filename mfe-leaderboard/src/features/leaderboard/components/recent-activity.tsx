import type { ActivityItem } from '@fairway/contracts/live-event';
import { Panel } from '@fairway/ui';
import { agoText } from '../../live/freshness-text';
import { useNow } from '../../live/use-now';
import styles from './leaderboard-page.module.css';

const icons: Record<ActivityItem['kind'], string> = {
  birdie: '🐦',
  eagle: '🦅',
  albatross: '🦅',
  'hole-in-one': '⛳',
  'team-finished': '🏁',
  'leader-change': '🏆',
  'charity-milestone': '💚',
};

/** What happened on the course, newest first: birdies and better, finished rounds, new leaders, money raised. */
export function RecentActivity({ items }: { items: readonly ActivityItem[] | undefined }) {
  const now = useNow(30_000);
  return (
    <Panel title="Recent Activity">
      {items && items.length === 0 && <p className={styles.empty}>Birdies, finished rounds, leader changes and charity milestones will appear here.</p>}
      <ol className={styles.activity}>
        {(items ?? []).map((item) => (
          <li key={item.id}>
            <span className={styles.activityIcon} aria-hidden="true">
              {icons[item.kind]}
            </span>
            <span>
              <strong>{item.title}</strong>
              <span className={styles.activityMessage}>{item.message}</span>
            </span>
            <time dateTime={item.createdAt} className={styles.activityTime}>
              {agoText(Date.parse(item.createdAt), now)}
            </time>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
