import type { LeaderboardRow } from '@fairway/contracts/leaderboard';
import { grossNetText, holeText, totalStrokesText } from '../../../shared/model/board-text';
import styles from './board-table.module.css';

export interface BoardTableProps {
  rows: readonly LeaderboardRow[];
  parTotal: number;
  caption: string;
}

/**
 * The team board: position (T2 for ties), team, hole, percent complete, score and total strokes (par plus
 * the score); under each team that has played, its gross and net strokes so far.
 */
export function BoardTable({ rows, parTotal, caption }: BoardTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Pos</th>
          <th scope="col">Team</th>
          <th scope="col">Hole</th>
          <th scope="col" className={styles.optional}>
            Complete
          </th>
          <th scope="col">Score</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.teamId} className={row.isLeader ? styles.leader : undefined}>
            <td className={styles.position}>{row.positionLabel}</td>
            <td className={styles.team}>
              {row.teamName}
              {row.thru > 0 && <span className={styles.grossNet}>{grossNetText(row)}</span>}
            </td>
            <td>{holeText(row)}</td>
            <td className={styles.optional}>
              <span className={styles.progress} aria-hidden="true">
                <span style={{ width: `${Math.min(100, row.completionPercentage)}%` }} />
              </span>
              {Math.round(row.completionPercentage)}%
            </td>
            <td className={styles.score} data-sign={Math.sign(row.totalScore)}>
              {row.totalScoreLabel}
            </td>
            <td>{totalStrokesText(row, parTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
