import { useAuth } from '@fairway/auth';
import { useTournaments } from '@fairway/api-client';
import type { TournamentsPageProps } from '@fairway/contracts/remotes';
import { isTournamentAdmin } from '@fairway/contracts/tournament-admin';
import { PageHeading, Panel, ThemedRemoteSurface } from '@fairway/ui';
import { Button, Empty, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { LazyCreateTournamentDialog } from '../../create-tournament/components/lazy-create-tournament-dialog';
import { LazyAdminDialog } from '../../administration/components/lazy-admin-dialog';
import { platformHistory } from '../../../env';
import { groupTournaments, tournamentStats } from '../model/tournament-groups';
import { ActiveTournamentCard, CompletedTournamentCard, UpcomingTournamentCard } from './tournament-card';
import { TournamentStats } from './tournament-stats';
import styles from './tournaments-page.module.css';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>
        {title} <span className={styles.count}>{count}</span>
      </h2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

/** /tournaments: every tournament by status, the platform's figures, and Create Tournament. */
export function TournamentsPage({ create = false }: TournamentsPageProps) {
  const { user } = useAuth();
  const tournaments = useTournaments();
  const [creating, setCreating] = useState(create);
  const [managing, setManaging] = useState<string | undefined>();
  const groups = groupTournaments(tournaments.data ?? []);
  const empty = tournaments.isSuccess && tournaments.data.length === 0;

  return (
    <ThemedRemoteSurface remote="admin" page="TournamentsPage">
      <PageHeading
        eyebrow="Play for a cause"
        title="Tournaments"
        subtitle="Charity tournaments happening today, coming up and already in the books."
        actions={
          user && (
            <Button type="primary" onClick={() => setCreating(true)}>
              Create Tournament
            </Button>
          )
        }
      />
      <TournamentStats stats={tournamentStats(groups, platformHistory)} />
      {tournaments.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {tournaments.isError && (
        <LoadError title="Could not load the tournaments" error={tournaments.error} onRetry={() => void tournaments.refetch()} />
      )}
      {empty && (
        <Panel>
          <Empty description={<strong>No Tournaments Yet</strong>}>
            <Button type="primary" onClick={() => setCreating(true)}>
              Create First Tournament
            </Button>
          </Empty>
        </Panel>
      )}
      <Section title="Active Tournaments" count={groups.active.length}>
        {groups.active.map((tournament) => (
          <ActiveTournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </Section>
      <Section title="Upcoming Tournaments" count={groups.upcoming.length}>
        {groups.upcoming.map((tournament) => (
          <UpcomingTournamentCard
            key={tournament.id}
            tournament={tournament}
            onManage={isTournamentAdmin(user, tournament) ? () => setManaging(tournament.id) : undefined}
          />
        ))}
      </Section>
      <Section title="Completed Tournaments" count={groups.completed.length}>
        {groups.completed.map((tournament) => (
          <CompletedTournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </Section>
      <LazyCreateTournamentDialog open={creating} onClose={() => setCreating(false)} />
      <LazyAdminDialog open={!!managing} onClose={() => setManaging(undefined)} tournamentId={managing} />
    </ThemedRemoteSurface>
  );
}
