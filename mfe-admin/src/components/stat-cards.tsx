import { Card, Statistic } from 'antd';
import styles from './stat-cards.module.css';

export interface StatCard {
  label: string;
  value: string;
}

export function StatCards({ stats }: { stats: StatCard[] }) {
  return (
    <div className={styles.stats}>
      {stats.map((stat) => (
        <Card key={stat.label} size="small">
          <Statistic title={stat.label} value={stat.value} />
        </Card>
      ))}
    </div>
  );
}
