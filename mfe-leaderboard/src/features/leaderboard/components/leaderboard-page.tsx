import { useActiveTournaments, useActivity, useLeaderboard, useTournament, useTournamentEvents } from '@fairway/api-client';
import type { LeaderboardPageProps } from '@fairway/contracts';
import type { Tournament } from '@fairway/contracts/tournament';
import { coursePar } from '@fairway/golf/score-display';
import { CharityCard, formatLongDate, NotificationsCard, PageHeading, Panel, QrCode, RemoteSurface, WeatherCard } from '@fairway/ui';
import { useState } from 'react';
import { formatNames } from '../../board/board-text';
import { teamSelectUrl, tvPath } from '../../board/tournament-links';
import { useLiveNotifications } from '../../live/use-live-notifications';
import styles from './leaderboard-page.module.css';
import { LiveBoardPanel } from './live-board-panel';
import { RecentActivity } from './recent-activity';

function TournamentBoard({ tournament }: { tournament: Tournament }) {
  const notify = useLiveNotifications(tournament.name);
  const connection = useTournamentEvents(tournament.id, { pollIntervalMs: 15_000, onEvent: notify });
  const board = useLeaderboard(tournament.id);
  const activity = useActivity(tournament.id);
  const live = useTournament(tournament.id).data ?? tournament;
  const parTotal = live.holes.length ? coursePar(live.holes) : 72;
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <LiveBoardPanel board={board.data} parTotal={parTotal} connection={connection} updatedAt={board.dataUpdatedAt || null} />
        <RecentActivity items={activity.data} />
      </div>
      <aside className={styles.side}>
        <Panel title="Clubhouse Display">
          <p className={styles.lead}>Show every team on the clubhouse TV: it updates itself as scores come in.</p>
          <a className={styles.tvButton} href={tvPath(live.id)} target="_blank" rel="noreferrer">
            Open TV View
          </a>
        </Panel>
        <CharityCard charityName={live.charityName} raised={live.charityRaised} goal={live.charityGoal} />
        <WeatherCard variant="compact" />
        <Panel title="Join the Tournament">
          <div className={styles.qr}>
            <QrCode value={teamSelectUrl(live.id)} label={`QR code to enter scores for ${live.name}`} size={160} />
            <p className={styles.lead}>Scan to pick your team and enter scores.</p>
          </div>
        </Panel>
        <NotificationsCard tournamentName={live.name} />
      </aside>
    </div>
  );
}

function Heading({ tournament }: { tournament: Tournament | undefined }) {
  return (
    <PageHeading
      eyebrow="Live leaderboard"
      title={tournament?.name ?? 'Leaderboard'}
      subtitle={tournament ? `${tournament.course} · ${formatLongDate(tournament.date)} · ${formatNames[tournament.format]}` : "Today's tournaments"}
    />
  );
}

function TodaysTournaments() {
  const active = useActiveTournaments();
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (active.isPending) return <p className={styles.empty}>Loading today's tournaments…</p>;
  const tournaments = active.data ?? [];
  if (tournaments.length === 0) {
    return (
      <>
        <Heading tournament={undefined} />
        <Panel>
          <p className={styles.none}>No Tournaments Today</p>
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
      <TournamentBoard key={chosen.id} tournament={chosen} />
    </>
  );
}

function OneTournament({ tournamentId }: { tournamentId: string }) {
  const tournament = useTournament(tournamentId);
  if (tournament.isPending) return <p className={styles.empty}>Loading leaderboard…</p>;
  if (!tournament.data) return <Panel><p className={styles.none}>Tournament Not Found</p></Panel>;
  return (
    <>
      <Heading tournament={tournament.data} />
      <TournamentBoard tournament={tournament.data} />
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
