import type { ScoreReadModel } from '@fairway/contracts/score';
import { coursePar } from '@fairway/golf/score-display';
import type { SubmitCardProps } from './submit-card';
import parts from './scorecard-parts.module.css';
import styles from './submit-card.module.css';

/** Every hole (gross and net per player) and the team's totals, to confirm before the card is locked. */
export function CardSummary({ team, holes, scores, teamTotals, submitting, error, onSubmit, onCancel }: SubmitCardProps & { onCancel: () => void }) {
  const cell = (playerId: string, hole: number) => scores.find((score) => score.playerId === playerId && score.hole === hole);
  const total = (playerId: string, pick: (score: ScoreReadModel) => number) =>
    scores.filter((score) => score.playerId === playerId).reduce((sum, score) => sum + pick(score), 0);
  return (
    <section className={`${parts.card} ${styles.summary}`} aria-label="Card summary">
      <h2>Check your card</h2>
      {teamTotals && (
        <p className={styles.teamTotals}>
          Team: gross {teamTotals.gross}, net {teamTotals.net}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">Hole</th>
              <th scope="col">Par</th>
              {team.players.map((player) => (
                <th key={player.id} scope="col">
                  {player.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {holes.map((hole) => (
              <tr key={hole.number}>
                <th scope="row">{hole.number}</th>
                <td>{hole.par}</td>
                {team.players.map((player) => {
                  const score = cell(player.id, hole.number);
                  return <td key={player.id}>{score ? `${score.strokes} (${score.netScore})` : '–'}</td>;
                })}
              </tr>
            ))}
            <tr>
              <th scope="row">Gross (net)</th>
              <td>{coursePar(holes)}</td>
              {team.players.map((player) => (
                <td key={player.id}>
                  {total(player.id, (score) => score.strokes)} ({total(player.id, (score) => score.netScore)})
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {error && (
        <p role="alert" className={parts.failed}>
          {error}
        </p>
      )}
      <div className={parts.holeButtons}>
        <button type="button" className={parts.secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={parts.primaryButton} disabled={submitting} onClick={onSubmit}>
          {submitting ? 'Submitting...' : 'Confirm and Submit'}
        </button>
      </div>
    </section>
  );
}
