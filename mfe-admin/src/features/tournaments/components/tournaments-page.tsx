import type { TournamentsPageProps } from '@fairway/contracts';
import { PageHeading, ThemedRemoteSurface } from '@fairway/ui';
import { Button, Card, Empty } from 'antd';
import { StatCards } from '../../../components/stat-cards';
import styles from './tournaments-page.module.css';

const stats = [
  { label: 'Active', value: '—' },
  { label: 'Upcoming', value: '—' },
  { label: 'Completed', value: '—' },
  { label: 'Total Raised', value: '—' },
];

const sections = ['Active Tournaments', 'Upcoming Tournaments', 'Completed Tournaments'];

export function TournamentsPage(_props: TournamentsPageProps) {
  return (
    <ThemedRemoteSurface remote="admin" page="TournamentsPage">
      <PageHeading
        eyebrow="Play for a cause"
        title="Tournaments"
        subtitle="Charity tournaments happening today, coming up and already in the books."
        actions={<Button type="primary">Create Tournament</Button>}
      />
      <StatCards stats={stats} />
      <div className={styles.sections}>
        {sections.map((section) => (
          <Card key={section} title={section}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Tournaments load here." />
          </Card>
        ))}
      </div>
    </ThemedRemoteSurface>
  );
}
