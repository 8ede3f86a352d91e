import { isNotFoundError, useTeams, useTournament } from '@fairway/api-client';
import type { TeamSelectPageProps } from '@fairway/contracts';
import { pageMessages } from '@fairway/contracts/page-messages';
import { PageHeading, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { TeamCard } from './team-card';
import styles from './team-select-page.module.css';
import stateCard from '../../../shared/components/state-card.module.css';

/** A phone's first screen holds the heading and about three cards; the rest are laid out as they come near it. */
const CARDS_ON_FIRST_SCREEN = 3;

/** Where the entry QR code leads: pick your foursome to open its scorecard. */
export function TeamSelectPage({ tournamentId }: TeamSelectPageProps) {
  const tournament = useTournament(tournamentId);
  const teams = useTeams(tournamentId);
  return (
    <RemoteSurface remote="scoring" page="TeamSelectPage">
      <PageHeading eyebrow={tournament.data?.name ?? 'Scorecard'} title="Select Your Team" subtitle="Pick your foursome to open its scorecard." />
      <TeamSelectBody tournamentId={tournamentId} tournament={tournament} teams={teams} />
    </RemoteSurface>
  );
}

function TeamSelectBody({
  tournamentId,
  tournament,
  teams,
}: TeamSelectPageProps & { tournament: ReturnType<typeof useTournament>; teams: ReturnType<typeof useTeams> }) {
  if (isNotFoundError(tournament.error)) {
    return (
      <section className={stateCard.state} role="alert">
        <h2>{pageMessages.tournamentNotFound}</h2>
        <p>No tournament has the id {tournamentId}. Check the QR code or link you followed.</p>
        <Link to="/tournaments" className={styles.button}>
          Browse Tournaments
        </Link>
      </section>
    );
  }
  if (!teams.data) {
    if (!tournament.error && !teams.error) return <TeamListSkeleton />;
    return (
      <section className={stateCard.state} role="alert">
        <h2>{pageMessages.connectionError}</h2>
        <p>No signal, trying again: the teams show as soon as the phone reaches the server.</p>
        <button type="button" className={styles.button} onClick={() => void Promise.all([tournament.refetch(), teams.refetch()])}>
          Retry
        </button>
      </section>
    );
  }
  if (teams.data.length === 0) {
    return (
      <section className={stateCard.state}>
        <h2>{pageMessages.noTeamsRegistered}</h2>
        <p>No foursome has registered for this tournament yet.</p>
        <Link to={`/tournament/${encodeURIComponent(tournamentId)}/join`} className={styles.button}>
          Register a Foursome
        </Link>
      </section>
    );
  }
  return (
    <ul className={styles.list} aria-label="Teams">
      {teams.data.map((team, index) => (
        <TeamCard key={team.id} team={team} nearView={index >= CARDS_ON_FIRST_SCREEN} />
      ))}
    </ul>
  );
}

/** Three cards' worth of room while the teams load, so the list does not push what follows when it arrives. */
function TeamListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-label="Loading teams...">
      {[0, 1, 2].map((index) => (
        <div key={index} className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true" />
      ))}
    </div>
  );
}
