import type { Hole } from '@fairway/contracts/course';
import { limits } from '@fairway/contracts/limits';
import type { ScoreReadModel } from '@fairway/contracts/score';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import type { Team } from '@fairway/contracts/team';
import { coursePar } from '@fairway/golf/score-display';
import { useState } from 'react';
import parts from './scorecard-parts.module.css';
import styles from './submit-card.module.css';

interface SubmitCardProps {
  team: Team;
  holes: readonly Hole[];
  scores: readonly ScoreReadModel[];
  status: ScoreCardStatus | undefined;
  /** The team's gross and net as the board counts them in the event's format. */
  teamTotals?: { gross: number; net: number } | undefined;
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
}

/** The card's lock, said at the top of the card where the player looks first. */
export function SubmittedNotice({ status }: { status: ScoreCardStatus | undefined }) {
  if (!status?.submitted) return null;
  const time = status.submittedAt ? new Date(status.submittedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <p className={styles.submitted} role="status">
      Card submitted by {status.submittedBy} at {time}. Only the tournament admin can correct it now.
    </p>
  );
}

/** After the last hole: a summary of every hole (gross and net per player) to confirm, then the card is locked. */
export function SubmitCard({ team, holes, scores, status, teamTotals, submitting, error, onSubmit }: SubmitCardProps) {
  const [reviewing, setReviewing] = useState(false);
  if (status?.submitted) return null;
  const scoredHoles = new Set(scores.map((score) => score.hole));
  if (scoredHoles.size < limits.holesPerRound) return null;
  if (!reviewing) {
    return (
      <button type="button" className={parts.primaryButton} onClick={() => setReviewing(true)}>
        Submit Card
      </button>
    );
  }
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
        <button type="button" className={parts.secondaryButton} onClick={() => setReviewing(false)}>
          Cancel
        </button>
        <button type="button" className={parts.primaryButton} disabled={submitting} onClick={onSubmit}>
          {submitting ? 'Submitting...' : 'Confirm and Submit'}
        </button>
      </div>
    </section>
  );
}
