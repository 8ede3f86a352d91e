import { openSignIn, useAuth } from '@fairway/auth';
import { useTournaments } from '@fairway/api-client';
import { eventRoleLabels } from '@fairway/contracts/event-team-texts';
import type { Tournament } from '@fairway/contracts/tournament';
import { messages } from '@fairway/contracts/messages';
import { formatRaised } from '@fairway/golf/fundraising';
import { formatLongDate, PageHeading, Panel, ThemedRemoteSurface } from '@fairway/ui';
import { Navigate } from '@fairway/ui/router';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { StatCards } from '../../../shared/components/stat-cards';
import { TournamentStatusBadge } from '../../../shared/components/tournament-status-badge';
import type { OrganiserDialogs } from '../../../shared/components/organiser-dialogs';
import { ReadFailure } from '../../../shared/components/read-failure';
import { adminFigures, administeredTournaments, landingElsewhere } from '../model/administered-tournaments';
import { myRoleOf } from '../../../shared/model/my-role';
import styles from './admin-page.module.css';

/**
 * /admin: the signed-in organiser's own tournaments (and those where they work a desk), their figures, Create
 * Tournament and Manage (`dialogs` from the app); `opening` opens Tournament Administration on that tournament.
 */
export function AdminPage({ dialogs, opening }: { dialogs: OrganiserDialogs; opening?: string | undefined }) {
  const { user, status } = useAuth();
  const tournaments = useTournaments();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<string | undefined>(opening);
  // A landing link followed while here (Clone for Next Year lands on the new event) opens that tournament.
  const [opened, setOpened] = useState(opening);
  if (opening !== opened) {
    setOpened(opening);
    if (opening) setManaging(opening);
  }
  const mine = administeredTournaments(tournaments.data ?? []);
  const figures = adminFigures(mine);
  // A scorer or contest volunteer following their tournament's link works on their own page, not here.
  const elsewhere = user && opening ? landingElsewhere(tournaments.data ?? [], opening) : null;
  if (elsewhere) return <Navigate to={elsewhere} replace />;

  return (
    <ThemedRemoteSurface remote="admin" page="AdminPage">
      <PageHeading
        eyebrow="Organisers"
        title="Tournament Administration"
        subtitle="Create tournaments, check teams in and keep the charity total up to date."
        actions={
          user && (
            <Button type="primary" onClick={() => setCreating(true)}>
              Create Tournament
            </Button>
          )
        }
      />
      {status === 'ready' && !user ? (
        <Panel>
          <Empty description="Sign in to see and manage the tournaments you run.">
            <Button type="primary" onClick={() => openSignIn('sign-in')}>
              Sign In
            </Button>
          </Empty>
        </Panel>
      ) : (
        <>
          <StatCards
            stats={[
              { label: 'Total Tournaments', value: String(figures.total) },
              { label: 'Active Tournaments', value: String(figures.active) },
              { label: 'Total Raised', value: formatRaised(figures.raisedCents) },
            ]}
          />
          {tournaments.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
          {tournaments.isError && <ReadFailure failure={messages.tournament.administeredFetchFailed} error={tournaments.error} onRetry={tournaments.refetch} />}
          {tournaments.isSuccess && (
            <Panel title="Your Tournaments">
              {mine.length === 0 ? (
                <Empty description="You do not run any tournament yet.">
                  <Button type="primary" onClick={() => setCreating(true)}>
                    Create Tournament
                  </Button>
                </Empty>
              ) : (
                <ul className={styles.list} aria-label="Your tournaments">
                  {mine.map((tournament) => (
                    <li key={tournament.id} className={styles.row}>
                      <div className={styles.what}>
                        <span className={styles.name}>{tournament.name}</span>
                        <span className={styles.meta}>
                          {[formatLongDate(tournament.date), tournament.course, roleText(tournament)].filter(Boolean).join(' · ')}
                        </span>
                      </div>
                      <TournamentStatusBadge status={tournament.status} />
                      <Button onClick={() => setManaging(tournament.id)} aria-label={`Manage ${tournament.name}`}>
                        Manage
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          )}
        </>
      )}
      <dialogs.CreateTournament open={creating} onClose={() => setCreating(false)} />
      {/* A landing link (?tournament=) opens it once someone is signed in: a visitor is asked to sign in first. */}
      <dialogs.Administration open={!!managing && !!user} onClose={() => setManaging(undefined)} tournamentId={managing} />
    </ThemedRemoteSurface>
  );
}

/** The caller's role when it is not the owner's ("Check-in desk"). */
function roleText(tournament: Tournament): string | null {
  const role = myRoleOf(tournament);
  return role && role !== 'owner' ? eventRoleLabels[role] : null;
}
