import {
  activeTournamentsQueryOptions,
  readOutcome,
  retryWhileUnanswered,
  useActivity,
  useLeaderboard,
  useTournament,
  useTournamentEvents,
} from '@fairway/api-client';
import { httpMessages } from '@fairway/contracts/http-messages';
import { pageMessages } from '@fairway/contracts/page-messages';
import type { LeaderboardPageProps } from '@fairway/contracts';
import type { Tournament } from '@fairway/contracts/tournament';
import { coursePar } from '@fairway/golf/score-display';
import { AfterFirstPaint, CharityCard, formatLongDate, PageHeading, Panel, RemoteSurface } from '@fairway/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNames } from '../../../shared/model/board-text';
import { tvPath } from '../../../shared/model/tournament-links';
import { useBelowTheFoldPanels } from '../hooks/use-below-the-fold-panels';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import styles from './leaderboard-page.module.css';
import { LiveBoardPanel } from './live-board-panel';
import { RecentActivity } from './recent-activity';

/**
 * The board, the activity and the side cards. Drawn before the tournament itself is read (only its id is
 * needed for the board, the activity, the TV link and the QR code), so the page keeps its shape as the reads
 * arrive; the charity card keeps its place until the tournament is there.
 */
function TournamentBoard({ tournamentId, tournament }: { tournamentId: string; tournament: Tournament | undefined }) {
  const notify = useLiveNotifications(tournament?.name ?? '');
  const connection = useTournamentEvents(tournamentId, { pollIntervalMs: 15_000, onEvent: notify });
  const board = useLeaderboard(tournamentId);
  const activity = useActivity(tournamentId);
  const live = useTournament(tournamentId).data ?? tournament;
  const parTotal = live?.holes.length ? coursePar(live.holes) : 72;
  const below = useBelowTheFoldPanels();
  return (
    <div className={`ff-columns ${styles.columns}`}>
      <div className="ff-column">
        <LiveBoardPanel board={board.data} format={live?.format} parTotal={parTotal} connection={connection} updatedAt={board.dataUpdatedAt || null} />
        <RecentActivity items={activity.data} />
        <AfterFirstPaint>{below && <below.MainColumnPanels tournamentId={tournamentId} />}</AfterFirstPaint>
      </div>
      <aside className={`ff-column ff-render-near-view ${styles.sideColumn}`}>
        <Panel title="Clubhouse Display">
          <p className={styles.lead}>Show every team on the clubhouse TV: it updates itself as scores come in.</p>
          <a className={styles.tvButton} href={tvPath(tournamentId)} target="_blank" rel="noreferrer">
            Open TV View
          </a>
        </Panel>
        {live ? (
          <CharityCard charityName={live.charityName} raised={live.charityRaised} goal={live.charityGoal} />
        ) : (
          <Panel title="Charity Progress">
            <div className={styles.charityPlaceholder} aria-hidden="true" />
          </Panel>
        )}
        <AfterFirstPaint>{below && <below.SideColumnPanels tournamentId={tournamentId} tournament={live} />}</AfterFirstPaint>
      </aside>
    </div>
  );
}

/** `waiting` is the subtitle until the tournament is known (its line keeps the heading's height meanwhile). */
function Heading({ tournament, waiting = "Today's tournaments" }: { tournament: Tournament | undefined; waiting?: string }) {
  return (
    <PageHeading
      eyebrow="Live leaderboard"
      title={tournament?.name ?? 'Leaderboard'}
      subtitle={tournament ? `${tournament.course} · ${formatLongDate(tournament.date)} · ${formatNames[tournament.format]}` : waiting}
    />
  );
}

function TodaysTournaments() {
  const active = useQuery({ ...activeTournamentsQueryOptions(), refetchInterval: retryWhileUnanswered });
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (!active.data) return <Heading tournament={undefined} waiting={active.isError ? httpMessages.noSignal : "Loading today's tournaments…"} />;
  const tournaments = active.data;
  if (tournaments.length === 0) {
    return (
      <>
        <Heading tournament={undefined} />
        <Panel>
          <p className={styles.none}>{pageMessages.noTournamentsToday}</p>
          <p className={styles.empty}>When a tournament is on today, its live leaderboard appears here.</p>
        </Panel>
      </>
    );
  }
  const chosen = tournaments.find((tournament) => tournament.id === chosenId) ?? tournaments[0]!;
  return (
    <>
      <Heading tournament={chosen} />
      {tournaments.length > 1 && (
        <div className={styles.switcher} role="group" aria-label="Tournament">
          {tournaments.map((tournament) => (
            <button key={tournament.id} type="button" aria-pressed={tournament.id === chosen.id} onClick={() => setChosenId(tournament.id)}>
              {tournament.name}
            </button>
          ))}
        </div>
      )}
      <TournamentBoard key={chosen.id} tournamentId={chosen.id} tournament={chosen} />
    </>
  );
}

function OneTournament({ tournamentId }: { tournamentId: string }) {
  const tournament = useTournament(tournamentId);
  // The board and the activity need only the id: asked for with the tournament, not after it.
  useLeaderboard(tournamentId);
  useActivity(tournamentId);
  const outcome = readOutcome(tournament);
  if (outcome === 'not-found') {
    return (
      <Panel>
        <p className={styles.none}>{pageMessages.tournamentNotFound}</p>
        <p className={styles.empty}>No tournament has the id {tournamentId}.</p>
      </Panel>
    );
  }
  // Drawn once the tournament is known: its name and line decide the heading's height and its format the
  // board's view buttons, so nothing on the page moves when it arrives; a placeholder holds the screen until then.
  if (!tournament.data) {
    return (
      <>
        <Heading tournament={undefined} waiting={outcome === 'no-signal' ? httpMessages.noSignal : 'Loading the tournament…'} />
        <div className={styles.pagePlaceholder} aria-hidden="true" />
      </>
    );
  }
  return (
    <>
      <Heading tournament={tournament.data} />
      <TournamentBoard tournamentId={tournamentId} tournament={tournament.data} />
    </>
  );
}

export function LeaderboardPage({ tournamentId }: LeaderboardPageProps) {
  return (
    <RemoteSurface remote="leaderboard" page="LeaderboardPage">
      <div className={styles.page}>{tournamentId ? <OneTournament tournamentId={tournamentId} /> : <TodaysTournaments />}</div>
    </RemoteSurface>
  );
}
