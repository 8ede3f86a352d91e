import type { LiveConnection } from '@fairway/api-client';
import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';
import { Panel } from '@fairway/ui';
import { useState } from 'react';
import { BoardTable } from './board-table';
import { LiveStatus } from '../../../shared/components/live-status';
import { hiddenHolesText } from '../../../shared/model/contest-text';
import { type BoardView, viewNames, viewsFor, viewsForFormat } from '../model/board-views';
import { MatchList, PlayerTable, StablefordTable } from './format-tables';
import styles from './leaderboard-page.module.css';

const TOP = 5;

export interface LiveBoardPanelProps {
  board: LeaderboardResponse | undefined;
  /** The tournament's format, when known before its board: the view buttons take their place at once. */
  format?: LeaderboardResponse['format'];
  parTotal: number;
  connection: LiveConnection;
  updatedAt: number | null;
}

function ViewBody({ view, board, parTotal, showAll }: { view: BoardView; board: LeaderboardResponse; parTotal: number; showAll: boolean }) {
  switch (view) {
    case 'matches':
      return <MatchList matches={board.matches ?? []} />;
    case 'players':
      return <PlayerTable players={(board.players ?? []).slice(0, showAll ? undefined : TOP)} />;
    case 'stableford':
      return <StablefordTable players={board.players ?? []} />;
    case 'teams':
      return <BoardTable rows={showAll ? board.rows : board.rows.slice(0, TOP)} parTotal={parTotal} caption={showAll ? 'All teams' : 'Top five teams'} />;
  }
}

/** Live Leaderboard: the top 5 (or every team), in the views the format offers, with how fresh it is. */
export function LiveBoardPanel({ board, format, parTotal, connection, updatedAt }: LiveBoardPanelProps) {
  const [chosen, setChosen] = useState<BoardView | null>(null);
  const [showAll, setShowAll] = useState(false);
  const views = board ? viewsFor(board) : format ? viewsForFormat(format) : [];
  const view = chosen && views.includes(chosen) ? chosen : views[0];
  return (
    <Panel
      title="Live Leaderboard"
      extra={
        views.length > 1 && (
          <div className={styles.tabs} role="group" aria-label="Leaderboard view">
            {views.map((option) => (
              <button key={option} type="button" aria-pressed={option === view} onClick={() => setChosen(option)}>
                {viewNames[option]}
              </button>
            ))}
          </div>
        )
      }
    >
      {/* The top five's room is kept from the first paint, so the board arriving moves nothing below it. */}
      <div className={showAll ? undefined : styles.topFive} aria-busy={!board}>
        {!board && <p className={styles.empty}>Loading leaderboard…</p>}
        {board && board.rows.length === 0 && <p className={styles.empty}>No teams have registered yet.</p>}
        {board && view && board.rows.length > 0 && <ViewBody view={view} board={board} parTotal={parTotal} showAll={showAll} />}
      </div>
      {board && board.rows.length > TOP && (view === 'teams' || view === 'players') && (
        <button type="button" className={`ff-text-button ${styles.linkButton}`} onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show the top 5' : `View the full leaderboard (${board.rows.length} teams)`}
        </button>
      )}
      <LiveStatus className={styles.status} connection={connection} updatedAt={updatedAt} pollSeconds={15} />
      {board?.hiddenHoles && <p className={styles.hiddenHoles}>{hiddenHolesText(board.hiddenHoles)}</p>}
    </Panel>
  );
}
