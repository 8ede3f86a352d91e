import type { AdminPageProps } from '@fairway/contracts';
import { PageHeading, ThemedRemoteSurface } from '@fairway/ui';
import { Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { StatCards } from '../../../components/stat-cards';
import { AdminDialog } from './admin-dialog';

const stats = [
  { label: 'Total Tournaments', value: '—' },
  { label: 'Active Tournaments', value: '—' },
  { label: 'Total Raised', value: '—' },
];

export function AdminPage(_props: AdminPageProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <ThemedRemoteSurface remote="admin" page="AdminPage">
      <PageHeading
        eyebrow="Organisers"
        title="Tournament Administration"
        subtitle="Create tournaments, check teams in and keep the charity total up to date."
        actions={
          <>
            <Button onClick={() => setDialogOpen(true)}>Manage</Button>
            <Button type="primary">Create Tournament</Button>
          </>
        }
      />
      <StatCards stats={stats} />
      <Card title="Tournaments">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Your tournaments and their status appear here." />
      </Card>
      <AdminDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </ThemedRemoteSurface>
  );
}
