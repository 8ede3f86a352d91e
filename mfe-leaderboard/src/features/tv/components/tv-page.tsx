import {
  isNotFoundError,
  leaderboardQueryOptions,
  type LiveConnection,
  retryWhileUnanswered,
  todaysLeaderboardQueryOptions,
  useTournamentEvents,
  useTournament,
} from '@fairway/api-client';
import type { TvPageProps } from '@fairway/contracts';
import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';
import { httpMessages } from '@fairway/contracts/http-messages';
import { pageMessages } from '@fairway/contracts/page-messages';
import { charityProgress, dollarsToCents, formatRaised, formatUsd } from '@fairway/golf/fundraising';
import { BrandMark, QrCode, RemoteSurface } from '@fairway/ui';
import { useQuery } from '@tanstack/react-query';
import { formatNames } from '../../../shared/model/board-text';
import { teamSelectUrl } from '../../../shared/model/tournament-links';
import { LiveStatus } from '../../../shared/components/live-status';
import { TvFundraisingPanel } from './tv-fundraising-panel';
import { TvMainPanel } from './tv-main-panel';
import { TvReveal } from './tv-reveal';
import styles from './tv-page.module.css';
import { useClock } from '../hooks/use-clock';
import { useReloadOnDeploy } from '../hooks/use-reload-on-deploy';

const TV_POLL_MS = 30_000;

/** The board of the given tournament, or of today's featured one when the TV was opened without an id. */
function useTvBoard(tournamentId: string | undefined) {
  // A board that could not be read (no signal, a 5xx) is asked for again within seconds; a 404 is an answer.
  const byId = useQuery({ ...leaderboardQueryOptions(tournamentId), refetchInterval: retryWhileUnanswered });
  // Until a tournament is on today, keep asking (a TV is switched on before the round starts).
  const today = useQuery({
    ...todaysLeaderboardQueryOptions(),
    enabled: !tournamentId,
    refetchInterval: (query) => (query.state.data ? false : retryWhileUnanswered(query) || TV_POLL_MS),
  });
  return tournamentId ? byId : today;
}

function Charity({ raised, goal, name }: { raised: number; goal: number; name: string }) {
  const { percent } = charityProgress(raised, goal);
  return (
    <div className={styles.charity}>
      <p className={styles.eyebrow}>Raised for {name}</p>
      <p className={styles.charityAmount}>
        {formatRaised(dollarsToCents(raised))} <span>of {formatUsd(dollarsToCents(goal))}</span> <strong>{percent}%</strong>
      </p>
      <div className={styles.track} role="progressbar" aria-label={`Raised for ${name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

interface ScreenProps {
  board: LeaderboardResponse | undefined;
  boardUpdatedAt: number;
  connection: LiveConnection;
  tournamentId: string | undefined;
  /** The board could not be read yet (no signal or a server error): said in its place while it is retried. */
  noSignal: boolean;
}

function Screen({ board, boardUpdatedAt, connection, tournamentId, noSignal }: ScreenProps) {
  const clock = useClock();
  const tournament = useTournament(board?.tournamentId ?? tournamentId).data;
  useReloadOnDeploy(`${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}mf-manifest.json`, boardUpdatedAt);
  return (
    <RemoteSurface remote="leaderboard" page="TvPage" className={styles.tv}>
      <header className={styles.top}>
        <div className={styles.brand}>
          <BrandMark size={44} />
          <div>
            <p className={styles.eyebrow}>{tournament?.course ?? 'Clubhouse leaderboard'}</p>
            <h1 className={styles.title}>{tournament?.name ?? board?.tournamentName ?? "Today's tournament"}</h1>
          </div>
        </div>
        <div className={styles.meta}>
          {board && <span className={styles.badge}>{formatNames[board.format]}</span>}
          <span className={connection === 'live' ? styles.live : styles.offline}>{connection === 'live' ? 'Live' : 'Reconnecting'}</span>
          <time className={styles.clock}>{clock}</time>
        </div>
      </header>
      <div className={styles.body}>
        {noSignal ? <p className={styles.empty}>{httpMessages.noSignal}</p> : <TvMainPanel board={board} tournamentId={board?.tournamentId ?? tournamentId} />}
        {tournament && (
          <aside className={styles.side}>
            <Charity raised={tournament.charityRaised} goal={tournament.charityGoal} name={tournament.charityName} />
            <TvFundraisingPanel tournamentId={tournament.id} charityName={tournament.charityName} />
            <div className={styles.join}>
              <QrCode value={teamSelectUrl(tournament.id)} label={`QR code to join ${tournament.name}`} size={150} />
              <p>Scan to join and enter scores</p>
            </div>
          </aside>
        )}
      </div>
      {tournament && <TvReveal tournamentId={tournament.id} tournamentName={tournament.name} />}
      <footer className={styles.footer}>
        <LiveStatus connection={connection} updatedAt={boardUpdatedAt || null} pollSeconds={TV_POLL_MS / 1000} />
      </footer>
    </RemoteSurface>
  );
}

/** The clubhouse display: big type, high contrast, no interaction needed; follows the round live all day. */
export function TvPage({ tournamentId }: TvPageProps) {
  const board = useTvBoard(tournamentId);
  const connection = useTournamentEvents(board.data?.tournamentId ?? tournamentId, { pollIntervalMs: TV_POLL_MS });
  const failed = board.isError && !board.data;
  if (failed && isNotFoundError(board.error)) {
    return (
      <RemoteSurface remote="leaderboard" page="TvPage" className={styles.tv}>
        <p className={styles.empty}>{tournamentId ? pageMessages.tournamentNotFound : pageMessages.noTournamentsToday}</p>
      </RemoteSurface>
    );
  }
  return <Screen board={board.data} boardUpdatedAt={board.dataUpdatedAt} connection={connection} tournamentId={tournamentId} noSignal={failed} />;
}
