import type { ActivityItem } from '@fairway/contracts/live-event';
import { Panel } from '@fairway/ui';
import { agoText } from '../../../shared/model/freshness-text';
import { useNow } from '../../../shared/hooks/use-now';
import styles from './leaderboard-page.module.css';

// Plain text badges: a clubhouse PC or TV browser may have no emoji font.
const badges: Record<ActivityItem['kind'], string> = {
  birdie: '-1',
  eagle: '-2',
  albatross: '-3',
  'hole-in-one': '1',
  'team-finished': 'F',
  'leader-change': '1st',
  'charity-milestone': '$',
};

/** What happened on the course, newest first: birdies and better, finished rounds, new leaders, money raised. */
export function RecentActivity({ items }: { items: readonly ActivityItem[] | undefined }) {
  const now = useNow(30_000);
  return (
    <Panel title="Recent Activity">
      {items && items.length === 0 && <p className={styles.empty}>Birdies, finished rounds, leader changes and charity milestones will appear here.</p>}
      <ol className={styles.activity}>
        {(items ?? []).map((item) => (
          <li key={item.id} className="ff-render-near-view">
            <span className={styles.activityIcon} data-kind={item.kind} aria-hidden="true">
              {badges[item.kind]}
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
