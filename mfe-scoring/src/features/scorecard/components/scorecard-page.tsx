import { isApiError, useLeaderboard, useTournamentEvents } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';
import type { ScorecardPageProps } from '@fairway/contracts';
import type { Team } from '@fairway/contracts/team';
import type { Tournament } from '@fairway/contracts/tournament';
import { isTournamentAdmin } from '@fairway/contracts/tournament-admin';
import { coursePar } from '@fairway/golf/score-display';
import { holeOrder } from '@fairway/golf/round-progress';
import { CharityCard, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useCallback, useEffect, useState } from 'react';
import { cardStatusQueryOptions, holeScoresQueryOptions, submitCard, teamScoresQueryOptions, writeSavedScores } from '../queries/score-queries';
import { scoringOutbox, useScoringOutbox } from '../queries/scoring-outbox';
import { useScorecardTeam } from '../hooks/use-scorecard-team';
import { scoringPersistOptions } from '../offline/scoring-query-persister';
import { useScorecardReads } from '../hooks/use-scorecard-reads';
import { holeOnScreenKey, rememberedHole, writeSession } from '../utils/hole-on-screen';
import { cardHoles } from '../utils/card-holes';
import { playingHandicapOf, teamRelativeScore } from '../utils/hole-scoring';
import { HoleEntry } from './hole-entry';
import { HoleNav } from './hole-nav';
import { ManageTeamDialog } from './manage-team-dialog';
import { OutboxBanner } from './outbox-banner';
import { SubmitCard, SubmittedNotice } from './submit-card';
import { TeamHeader } from './team-header';
import styles from './scorecard-page.module.css';

// No antd on this page: the /scorecard route holds a 200 KiB gzipped budget.
export function ScorecardPage(props: ScorecardPageProps) {
  // The kept copy of the card is put back before any of its queries runs (useQuery waits while restoring),
  // so a reload without signal opens on the last known card instead of a failed read.
  return (
    <PersistQueryClientProvider client={useQueryClient()} persistOptions={scoringPersistOptions}>
      <RemoteSurface remote="scoring" page="ScorecardPage">
        <ScorecardBody {...props} />
      </RemoteSurface>
    </PersistQueryClientProvider>
  );
}

function ScorecardBody({ tournamentId, teamId }: ScorecardPageProps) {
  useScorecardReads(tournamentId, teamId);
  const found = useScorecardTeam(tournamentId, teamId);
  switch (found.state) {
    case 'ready':
      return <Scorecard key={found.team.id} tournament={found.tournament} team={found.team} />;
    case 'no-tournament':
      return (
        <section className={styles.state}>
          <h1>No Active Tournament</h1>
          <p>There is no tournament running today. Find one on the Tournaments page.</p>
          <Link to="/tournaments" className={styles.primaryButton}>
            Browse Tournaments
          </Link>
        </section>
      );
    case 'not-found':
      return (
        <section className={styles.state} role="alert">
          <h1>Tournament Not Found</h1>
          <p>No tournament has the id {found.tournamentId}. Check the QR code or link you followed.</p>
          <Link to="/tournaments" className={styles.primaryButton}>
            Browse Tournaments
          </Link>
        </section>
      );
    case 'no-signal':
      return (
        <section className={styles.state} role="status">
          <h1>No signal, trying again</h1>
          <p>The scorecard opens by itself as soon as the phone reaches the server.</p>
        </section>
      );
    default:
      return (
        <section className={styles.state} role="status">
          <h1>Loading Team</h1>
          <p>{found.state === 'no-team' ? 'Looking for your foursome. Pick it on the team list or join one with its invite code.' : 'One moment...'}</p>
          {found.state === 'no-team' && (
            <Link to={`/tournament/${encodeURIComponent(found.tournament.id)}/team-select`} className={styles.primaryButton}>
              Find My Team
            </Link>
          )}
        </section>
      );
  }
}

function Scorecard({ tournament, team }: { tournament: Tournament; team: Team }) {
  const client = useQueryClient();
  const { user } = useAuth();
  const holes = cardHoles(tournament.holes);
  const order = holeOrder(team.startingHole);
  const [holeNumber, setHoleNumber] = useHoleOnScreen(team);
  const [managing, setManaging] = useState(false);
  const onSaved = useCallback((saved: Parameters<typeof writeSavedScores>[1]) => writeSavedScores(client, saved), [client]);
  const outbox = useScoringOutbox(onSaved);
  const teamScores = useQuery(teamScoresQueryOptions(tournament.id, team.id));
  // Teammates' scores arrive as `hole-scores` events under the hole's key; the poll covers a stream that is down.
  const connection = useTournamentEvents(tournament.id);
  const holeScores = useQuery(holeScoresQueryOptions(tournament.id, team.id, holeNumber, { poll: connection !== 'live' }));
  const card = useQuery(cardStatusQueryOptions(tournament.id, team.id));
  // The team's gross and net as the board counts them in this format (kept current by the stream).
  const standing = useLeaderboard(tournament.id).data?.rows.find((row) => row.teamId === team.id);
  const teamTotals = standing && standing.thru > 0 ? { gross: standing.grossTotal, net: standing.netTotal } : undefined;
  const submit = useMutation({
    mutationFn: () => submitCard(tournament.id, team.id),
    onSuccess: (status) => client.setQueryData(cardStatusQueryOptions(tournament.id, team.id).queryKey, status),
  });
  const all = teamScores.data ?? [];
  const { played } = teamRelativeScore(all, holes);
  const relative = team.totalScore;
  const hole = holes.find((entry) => entry.number === holeNumber) ?? holes[0]!;
  const locked = card.data?.submitted === true && !isTournamentAdmin(user, tournament);
  const goTo = useCallback((next: number) => setHoleNumber(next), []);

  return (
    <div className={styles.page}>
      <TeamHeader
        team={team}
        format={tournament.format}
        currentHole={holeNumber}
        played={played}
        relative={relative}
        totalStrokes={coursePar(holes) + relative}
        totals={teamTotals}
        onManage={() => setManaging(true)}
      />
      <OutboxBanner status={outbox} onDiscard={(key) => void scoringOutbox().discard(key)} />
      <SubmittedNotice status={card.data} />
      <HoleEntry
        key={hole.number}
        team={team}
        hole={hole}
        order={order}
        saved={holeScores.data ?? all.filter((score) => score.hole === hole.number)}
        ready={holeScores.data !== undefined || teamScores.data !== undefined}
        playingHandicaps={new Map(team.players.map((player) => [player.id, playingHandicapOf(player.id, player.handicap, all, holes)]))}
        waiting={outbox.waiting}
        locked={locked}
        onScore={(playerId, strokes) => void scoringOutbox().enqueue({ tournamentId: tournament.id, teamId: team.id, playerId, hole: hole.number, strokes })}
        onGoTo={goTo}
      />
      <HoleNav current={hole.number} scored={scoredHoles(all, outbox.waiting, team.id)} onSelect={goTo} />
      <SubmitCard
        team={team}
        holes={holes}
        scores={all}
        teamTotals={teamTotals}
        status={card.data}
        submitting={submit.isPending}
        error={submit.error ? (isApiError(submit.error) ? submit.error.serverMessage : 'Could not submit the card. Please try again.') : null}
        onSubmit={() => submit.mutate()}
      />
      {tournament.sponsors.length > 0 && (
        <section className={styles.sponsors} aria-label="Sponsors">
          <h2>Proudly Sponsored By</h2>
          <p>{tournament.sponsors.join(' · ')}</p>
        </section>
      )}
      <CharityCard charityName={tournament.charityName} raised={tournament.charityRaised} goal={tournament.charityGoal} />
      <Link to={`/leaderboard?tournament=${encodeURIComponent(tournament.id)}`} className={styles.secondaryButton}>
        View Leaderboard
      </Link>
      {managing && <ManageTeamDialog team={team} onClose={() => setManaging(false)} />}
    </div>
  );
}

/** Holes with a score on the server or waiting on this phone to be sent (scored offline counts). */
function scoredHoles(saved: readonly { hole: number }[], waiting: readonly { teamId: string; hole: number }[], teamId: string): Set<number> {
  return new Set([...saved.map((score) => score.hole), ...waiting.filter((score) => score.teamId === teamId).map((score) => score.hole)]);
}

/**
 * The hole on screen: the team's current hole on a first visit, else the one this tab showed last, so a
 * reload (in a dead zone, say) opens where the player was rather than where the server last saw the team.
 */
function useHoleOnScreen(team: Team): [number, (hole: number) => void] {
  const key = holeOnScreenKey(team.id);
  const [hole, setHole] = useState(() => rememberedHole(team.id) ?? team.currentHole);
  useEffect(() => writeSession(key, String(hole)), [key, hole]);
  return [hole, setHole];
}
