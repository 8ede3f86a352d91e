import { usePrefetchCardReads, useScoringOutbox, useSubmitCard } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';
import type { ScorecardPageProps } from '@fairway/contracts';
import { httpMessages } from '@fairway/contracts/http-messages';
import { pageMessages } from '@fairway/contracts/page-messages';
import type { Team } from '@fairway/contracts/team';
import type { Tournament } from '@fairway/contracts/tournament';
import { holeOrder } from '@fairway/golf/round-progress';
import { coursePar } from '@fairway/golf/score-display';
import { CharityCard, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCardReads } from '../hooks/use-card-reads';
import { rememberedHole, useHoleOnScreen } from '../hooks/use-hole-on-screen';
import { useScorecardTeam } from '../hooks/use-scorecard-team';
import { cardHoles } from '../model/card-holes';
import { holeOnCard, holesPlayed, isCardLocked, playingHandicaps, savedOnHole, scoredHoles } from '../model/card-figures';
import { KeptCardProvider } from '../offline/kept-card-provider';
import { scoresAsScorer } from '../model/card-scorer';
import { FieldMessageBanner } from './field-message-banner';
import { HoleEntry } from './hole-entry';
import { HoleNav } from './hole-nav';
import { OutboxBanner } from './outbox-banner';
import { ScorerBanner } from './scorer-banner';
import { SponsorStrip } from './sponsor-strip';
import { SubmitCard, SubmittedNotice } from './submit-card';
import { TeamHeader } from './team-header';
import parts from './scorecard-parts.module.css';
import styles from './scorecard-page.module.css';
import stateCard from '../../../shared/components/state-card.module.css';

// No antd on this page: the /scorecard route holds a 200 KiB gzipped budget.
const HoleExtras = lazy(() => import(/* webpackChunkName: "scorecard-hole-extras" */ './hole-extras'));
// Opened from the team header now and then: not in every card's first load. Its code is asked for once the
// first score is on the card (at the first tee, usually in signal), so the dialog still opens out on the course.
const loadManageTeam = () => import('./manage-team-dialog');
const ManageTeamDialog = lazy(() => loadManageTeam().then((module) => ({ default: module.ManageTeamDialog })));

export function ScorecardPage(props: ScorecardPageProps) {
  return (
    <KeptCardProvider>
      <RemoteSurface remote="scoring" page="ScorecardPage">
        <ScorecardBody {...props} />
      </RemoteSurface>
    </KeptCardProvider>
  );
}

function ScorecardBody({ tournamentId, teamId }: ScorecardPageProps) {
  usePrefetchCardReads(tournamentId, teamId, rememberedHole);
  const found = useScorecardTeam(tournamentId, teamId);
  switch (found.state) {
    case 'ready':
      return <Scorecard key={found.team.id} tournament={found.tournament} team={found.team} />;
    case 'no-tournament':
      return (
        <section className={stateCard.state}>
          <h1>{pageMessages.noActiveTournament}</h1>
          <p>There is no tournament running today. Find one on the Tournaments page.</p>
          <Link to="/tournaments" className={parts.primaryButton}>
            Browse Tournaments
          </Link>
        </section>
      );
    case 'not-found':
      return (
        <section className={stateCard.state} role="alert">
          <h1>{pageMessages.tournamentNotFound}</h1>
          <p>No tournament has the id {found.tournamentId}. Check the QR code or link you followed.</p>
          <Link to="/tournaments" className={parts.primaryButton}>
            Browse Tournaments
          </Link>
        </section>
      );
    case 'no-signal':
      return (
        <section className={stateCard.state} role="status">
          <h1>{httpMessages.noSignal}</h1>
          <p>The scorecard opens by itself as soon as the phone reaches the server.</p>
        </section>
      );
    default:
      return (
        <section className={stateCard.state} role="status">
          <h1>{pageMessages.loadingTeam}</h1>
          <p>{found.state === 'no-team' ? 'Looking for your foursome. Pick it on the team list or join one with its invite code.' : 'One moment...'}</p>
          {found.state === 'no-team' && (
            <Link to={`/tournament/${encodeURIComponent(found.tournament.id)}/team-select`} className={parts.primaryButton}>
              Find My Team
            </Link>
          )}
        </section>
      );
  }
}

function Scorecard({ tournament, team }: { tournament: Tournament; team: Team }) {
  const [holeNumber, setHoleNumber] = useHoleOnScreen(team);
  const [managing, setManaging] = useState(false);
  const { user } = useAuth();
  const outbox = useScoringOutbox();
  const reads = useCardReads(tournament.id, team.id, holeNumber);
  const submit = useSubmitCard();
  const holes = cardHoles(tournament.holes);
  const scores = reads.teamScores ?? [];
  const hole = holeOnCard(holes, holeNumber);
  const locked = isCardLocked(reads.cardStatus, tournament);
  const started = scores.length > 0;
  useEffect(() => {
    if (started) void loadManageTeam();
  }, [started]);

  return (
    <div className={styles.page}>
      <FieldMessageBanner tournamentId={tournament.id} />
      {scoresAsScorer(tournament, team, user) && <ScorerBanner tournamentId={tournament.id} teamName={team.name} />}
      <TeamHeader
        team={team}
        format={tournament.format}
        currentHole={holeNumber}
        played={holesPlayed(scores)}
        relative={team.totalScore}
        totalStrokes={coursePar(holes) + team.totalScore}
        totals={reads.teamTotals}
        onManage={() => setManaging(true)}
      />
      <OutboxBanner status={outbox.status} onDiscard={outbox.discard} />
      <SubmittedNotice status={reads.cardStatus} />
      <HoleEntry
        key={hole.number}
        team={team}
        hole={hole}
        order={holeOrder(team.startingHole)}
        saved={savedOnHole(reads.holeScores, scores, hole.number)}
        ready={reads.holeScores !== undefined || reads.teamScores !== undefined}
        playingHandicaps={playingHandicaps(team, scores, holes)}
        waiting={outbox.status.waiting}
        locked={locked}
        onScore={(playerId, strokes) => outbox.enqueue({ tournamentId: tournament.id, teamId: team.id, playerId, hole: hole.number, strokes })}
        onGoTo={setHoleNumber}
      />
      <Suspense fallback={null}>
        <HoleExtras tournamentId={tournament.id} team={team} hole={hole.number} locked={locked} />
      </Suspense>
      <HoleNav current={hole.number} scored={scoredHoles(scores, outbox.status.waiting, team.id)} onSelect={setHoleNumber} />
      <SubmitCard
        team={team}
        holes={holes}
        scores={scores}
        teamTotals={reads.teamTotals}
        status={reads.cardStatus}
        submitting={submit.isPending}
        error={submit.failureText}
        onSubmit={() => submit.mutate({ tournamentId: tournament.id, teamId: team.id })}
      />
      <SponsorStrip tournamentId={tournament.id} typed={tournament.sponsors} />
      <CharityCard charityName={tournament.charityName} raised={tournament.charityRaised} goal={tournament.charityGoal} />
      <Link to={`/leaderboard?tournament=${encodeURIComponent(tournament.id)}`} className={parts.secondaryButton}>
        View Leaderboard
      </Link>
      {managing && (
        <Suspense fallback={null}>
          <ManageTeamDialog team={team} onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </div>
  );
}
