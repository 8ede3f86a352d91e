import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';
import { pageMessages } from '@fairway/contracts/page-messages';
import { useEffect, useRef } from 'react';
import { thruText } from '../../../shared/model/board-text';
import styles from './tv-page.module.css';
import { PAGE_SECONDS, usePageCycle } from '../hooks/use-page-cycle';

const ROW_HEIGHT = 72;
/** The board's turn when it shares the screen (with the auction): every page, and never less than this. */
const TURN_SECONDS_AT_LEAST = 30;

function rank(position: number | null): string {
  if (position === 1) return styles.gold ?? '';
  return position !== null && position <= 3 ? (styles.green ?? '') : '';
}

/**
 * Every team, first gold and the top three green; pages through by itself when the field is longer than the
 * screen. `onShown`: called when its turn is over (each page has had its time), when it shares the screen.
 */
export function TvBoard({ board, onShown }: { board: LeaderboardResponse | undefined; onShown?: () => void }) {
  const listRef = useRef<HTMLOListElement>(null);
  const rows = board?.rows ?? [];
  const started = rows.some((row) => row.thru > 0);
  const { page, pages, perPage } = usePageCycle(listRef, started ? rows.length : 0, ROW_HEIGHT);
  const visible = rows.slice(page * perPage, (page + 1) * perPage);
  useEffect(() => {
    if (!onShown) return;
    const timer = window.setTimeout(onShown, Math.max(TURN_SECONDS_AT_LEAST, pages * PAGE_SECONDS) * 1000);
    return () => window.clearTimeout(timer);
  }, [onShown, pages]);
  const matches = board?.format === 'match-play' ? (board.matches ?? []) : [];
  return (
    <section className={styles.board} aria-label="Leaderboard">
      <div className={`${styles.row} ${styles.headRow}`} aria-hidden="true">
        <span>Pos</span>
        <span>Team</span>
        <span>Thru</span>
        <span>Score</span>
        <span className={styles.strokes}>Gross</span>
        <span className={styles.strokes}>Net</span>
      </div>
      {!started && <p className={styles.empty}>{pageMessages.noTeamsStarted}</p>}
      {matches.length > 0 && (
        <ul className={styles.matches} aria-label="Matches">
          {matches.map((match) => (
            <li key={match.matchId}>
              {match.teamAName} vs {match.teamBName}:{' '}
              <strong>
                {match.status}
                {!match.finished && match.thru > 0 ? ` thru ${match.thru}` : ''}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <ol ref={listRef} className={styles.rows} hidden={!started}>
        {visible.map((row) => (
          <li key={row.teamId} className={`${styles.row} ${rank(row.position)}`}>
            <span className={styles.position}>{row.positionLabel}</span>
            <span className={styles.team}>{row.teamName}</span>
            <span className={styles.thru}>
              {thruText({ ...row, startingHole: 1 })}
              {row.startingHole && row.startingHole !== 1 ? <small>started on {row.startingHole}</small> : null}
            </span>
            <span className={styles.score}>{row.totalScoreLabel}</span>
            <span className={styles.strokes} aria-label={`Gross ${row.grossTotal}`}>
              {row.thru > 0 ? row.grossTotal : '-'}
            </span>
            <span className={styles.strokes} aria-label={`Net ${row.netTotal}`}>
              {row.thru > 0 ? row.netTotal : '-'}
            </span>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <p className={styles.pager}>
          Page {page + 1} of {pages}
        </p>
      )}
    </section>
  );
}
