import type { LeaderboardRow } from '@fairway/contracts/leaderboard';
import { pageMessages } from '@fairway/contracts/page-messages';
import type { TournamentFormat } from '@fairway/contracts/tournament-settings';
import styles from './results-page.module.css';

const scoreColumn: Record<TournamentFormat, string> = {
  'best-ball': 'Best-ball net',
  scramble: 'Scramble net',
  'stroke-play': 'Net',
  'match-play': 'Net',
};

/** The board as the event's format ranks it; positions and ties come from the API's leaderboard. */
export function FinalBoard({ rows, format }: { rows: readonly LeaderboardRow[]; format: TournamentFormat }) {
  if (rows.length === 0) return <p>{pageMessages.noTeamsStarted}</p>;
  return (
    <section aria-label="Final board">
      <h2 className={styles.section}>Final Board</h2>
      <table className={styles.board}>
        <thead>
          <tr>
            <th scope="col">Pos</th>
            <th scope="col" className={styles.teamColumn}>
              Team
            </th>
            <th scope="col">Thru</th>
            <th scope="col">Gross</th>
            <th scope="col">{scoreColumn[format]}</th>
            <th scope="col">To Par</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId} className={row.isLeader ? styles.leader : undefined}>
              <td>{row.positionLabel}</td>
              <th scope="row" className={styles.teamColumn}>
                {row.teamName}
              </th>
              <td>{row.thru}</td>
              <td>{row.grossTotal}</td>
              <td>{row.netTotal}</td>
              <td>{row.totalScoreLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
