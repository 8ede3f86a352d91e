import type { OutboxStatus } from '@fairway/api-client/outbox';
import parts from './scorecard-parts.module.css';
import styles from './outbox-banner.module.css';

/** What to do about a score the server refused for good, by its error code. */
function advice(code: string | undefined): string {
  if (code === 'CARD_SUBMITTED') return 'Your card is submitted: ask the tournament admin to correct this score.';
  if (code === 'TEAM_NOT_FOUND' || code === 'PLAYER_NOT_ON_TEAM') return 'This team or player was removed: check with the tournament desk, then discard it.';
  return 'This score cannot be saved: check it with your team, then discard it.';
}

/** How many scores wait to be sent, when all are through, and any the server refused. */
export function OutboxBanner({ status, onDiscard }: { status: OutboxStatus; onDiscard: (key: string) => void }) {
  return (
    <div className={styles.outbox}>
      <p role="status" className={status.pending > 0 ? styles.pending : styles.synced}>
        {status.pending > 0
          ? `${status.pending} ${status.pending === 1 ? 'score' : 'scores'} waiting to be sent${status.offline ? ' (no signal: they are safe on this phone)' : '...'}`
          : 'All scores sent'}
      </p>
      {status.failed.map(({ key, score, failure }) => (
        <div key={key} role="alert" className={parts.failed}>
          <strong>
            Hole {score.hole}: score of {score.strokes} not saved.
          </strong>{' '}
          {failure.message} {advice(failure.code)}
          <button type="button" className={parts.linkButton} onClick={() => onDiscard(key)}>
            Discard
          </button>
        </div>
      ))}
    </div>
  );
}
