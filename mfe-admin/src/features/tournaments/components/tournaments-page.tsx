import { useAuth } from '@fairway/auth';
import { useTournaments } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import type { TournamentsPageProps } from '@fairway/contracts/remotes';
import { PageHeading, Panel, RemoteSurface } from '@fairway/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { OrganiserDialogs } from '../../../shared/components/organiser-dialogs';
import { ReadFailure } from '../../../shared/components/read-failure';
import { platformHistory } from '../model/env';
import { groupTournaments, tournamentStats } from '../model/tournament-groups';
import { ActiveTournamentCard, CompletedTournamentCard, UpcomingTournamentCard } from './tournament-card';
import { TournamentStats } from './tournament-stats';
import styles from './tournaments-page.module.css';

// Signed-in people only, and after the list: the roles' rules (with zod) stay out of the public page's first paint.
const MyEvents = lazy(() => import('./my-events').then((module) => ({ default: module.MyEvents })));

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

/** Room for a section of cards while the list is read, so the cards arriving move nothing below them. */
function ListSkeleton() {
  return (
    <section className={styles.section} role="status" aria-label="Loading tournaments">
      <div className={`${styles.placeholder} ${styles.placeholderTitle}`} />
      <div className={styles.grid}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={`${styles.placeholder} ${styles.placeholderCard}`} />
        ))}
      </div>
    </section>
  );
}

/**
 * /tournaments: every tournament by status, the platform's figures, and Create Tournament. Public and opened
 * on phones, so drawn without antd; the organiser's dialogs bring it (themed) when they open.
 */
export function TournamentsPage({ create = false, dialogs }: TournamentsPageProps & { dialogs: OrganiserDialogs }) {
  const { user } = useAuth();
  const tournaments = useTournaments();
  const [creating, setCreating] = useState(create);
  const [managing, setManaging] = useState<string | undefined>();
  const groups = groupTournaments(tournaments.data ?? []);
  const empty = tournaments.isSuccess && tournaments.data.length === 0;

  return (
    <RemoteSurface remote="admin" page="TournamentsPage">
      <PageHeading
        eyebrow="Play for a cause"
        title="Tournaments"
        subtitle="Charity tournaments happening today, coming up and already in the books."
        actions={
          user && (
            <button type="button" className="ff-pill-button" onClick={() => setCreating(true)}>
              Create Tournament
            </button>
          )
        }
      />
      <TournamentStats stats={tournamentStats(groups, platformHistory)} />
      {user && (
        <Suspense fallback={null}>
          <MyEvents signedIn />
        </Suspense>
      )}
      {tournaments.isPending && <ListSkeleton />}
      {tournaments.isError && !tournaments.data && (
        <Panel>
          <ReadFailure failure={messages.tournament.listFetchFailed} error={tournaments.error} onRetry={tournaments.refetch} />
        </Panel>
      )}
      {empty && (
        <Panel>
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{messages.pages.noTournamentsYet}</p>
            <button type="button" className="ff-pill-button" onClick={() => setCreating(true)}>
              Create First Tournament
            </button>
          </div>
        </Panel>
      )}
      <Section title="Active Tournaments" count={groups.active.length}>
        {groups.active.map((tournament) => (
          <ActiveTournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </Section>
      <Section title="Upcoming Tournaments" count={groups.upcoming.length}>
        {groups.upcoming.map((tournament) => (
          <UpcomingTournamentCard key={tournament.id} tournament={tournament} onManage={tournament.canManage ? () => setManaging(tournament.id) : undefined} />
        ))}
      </Section>
      <Section title="Completed Tournaments" count={groups.completed.length}>
        {groups.completed.map((tournament) => (
          <CompletedTournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </Section>
      <dialogs.CreateTournament open={creating} onClose={() => setCreating(false)} />
      <dialogs.Administration open={!!managing} onClose={() => setManaging(undefined)} tournamentId={managing} />
    </RemoteSurface>
  );
}
