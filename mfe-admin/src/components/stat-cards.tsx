import { Card, Statistic } from 'antd';
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
        <Card key={stat.label} size="small">
          <Statistic title={stat.label} value={stat.value} />
          {stat.note && <p className={styles.note}>{stat.note}</p>}
        </Card>
      ))}
    </div>
  );
}
