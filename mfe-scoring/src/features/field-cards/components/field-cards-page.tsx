import { isNotFoundError, useLeaderboard, useTeams, useTournament, useTournamentEvents } from '@fairway/api-client';
import type { FieldCardsPageProps } from '@fairway/contracts';
import { can } from '@fairway/contracts/event-permissions';
import { pageMessages } from '@fairway/contracts/page-messages';
import type { Tournament } from '@fairway/contracts/tournament';
import { PageHeading, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { useState } from 'react';
import { roleOn } from '../../../shared/model/event-role';
import { fieldCards } from '../model/field-order';
import { FieldCardItem } from './field-card-item';
import styles from './field-cards-page.module.css';
import stateCard from '../../../shared/components/state-card.module.css';

// A scorer walks the course with a phone, entering the cards of groups that have none: no antd here either.
export function FieldCardsPage({ tournamentId }: FieldCardsPageProps) {
  const tournament = useTournament(tournamentId);
  return (
    <RemoteSurface remote="scoring" page="FieldCardsPage">
      <PageHeading eyebrow={tournament.data?.name ?? 'Scoring'} title="Field cards" subtitle="Open any team’s card to enter or correct its scores." />
      <FieldCardsBody tournamentId={tournamentId} tournament={tournament} />
    </RemoteSurface>
  );
}

function FieldCardsBody({ tournamentId, tournament }: FieldCardsPageProps & { tournament: ReturnType<typeof useTournament> }) {
  if (isNotFoundError(tournament.error)) {
    return (
      <section className={stateCard.state} role="alert">
        <h2>{pageMessages.tournamentNotFound}</h2>
        <p>No tournament has the id {tournamentId}. Check the link you followed.</p>
      </section>
    );
  }
  if (tournament.data && !can(roleOn(tournament.data), 'scores.anyTeam')) {
    return (
      <section className={stateCard.state} role="alert">
        <h2>Not a scorer of this event</h2>
        <p>Only the event’s scorers and organisers open other teams’ cards. Ask the organiser to add you to the team as a scorer.</p>
      </section>
    );
  }
  return <FieldList tournamentId={tournamentId} tournament={tournament.data} retry={() => void tournament.refetch()} />;
}

function FieldList({ tournamentId, tournament, retry }: { tournamentId: string; tournament: Tournament | undefined; retry: () => void }) {
  const teams = useTeams(tournamentId);
  const board = useLeaderboard(tournamentId);
  useTournamentEvents(tournamentId);
  const [search, setSearch] = useState('');
  if (!teams.data) {
    if (!teams.error) return <div className={styles.skeleton} role="status" aria-label="Loading the field..." />;
    return (
      <section className={stateCard.state} role="alert">
        <h2>{pageMessages.connectionError}</h2>
        <p>No signal, trying again: the field shows as soon as the phone reaches the server.</p>
        <button type="button" className={styles.button} onClick={() => void Promise.all([retry(), teams.refetch()])}>
          Retry
        </button>
      </section>
    );
  }
  const cards = fieldCards(teams.data, board.data?.rows, search);
  return (
    <>
      <label className={styles.search}>
        <span>Find a team or player</span>
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      </label>
      <p className={styles.count} role="status">
        {cards.length === teams.data.length ? `${teams.data.length} teams in the field` : `${cards.length} of ${teams.data.length} teams`}
      </p>
      <ul className={styles.list} aria-label="The field">
        {cards.map((card) => (
          <FieldCardItem key={card.team.id} card={card} holes={tournament?.holes.length || 18} />
        ))}
      </ul>
      {teams.data.length === 0 && <p className={styles.count}>{pageMessages.noTeamsRegistered}</p>}
      <Link to={`/leaderboard?tournament=${encodeURIComponent(tournamentId)}`} className={styles.secondary}>
        View Leaderboard
      </Link>
    </>
  );
}
