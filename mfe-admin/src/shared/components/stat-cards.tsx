import { Panel } from '@fairway/ui';
import styles from './stat-cards.module.css';

export interface StatCard {
  label: string;
  value: string;
  /** A line under the figure saying what it includes. */
  note?: string | undefined;
}

export function StatCards({ stats }: { stats: StatCard[] }) {
  return (
    <div className={styles.stats}>
      {stats.map((stat) => (
        <Panel key={stat.label} className={styles.stat}>
          <p className={styles.label}>{stat.label}</p>
          <p className={styles.value}>{stat.value}</p>
          {stat.note && <p className={styles.note}>{stat.note}</p>}
        </Panel>
      ))}
    </div>
  );
}
