import type { Team } from '@fairway/contracts/team';
import { messages } from '@fairway/contracts/messages';
import { useEffect, useState } from 'react';
import styles from './join-page.module.css';

/** The new foursome's invite code with Copy (2 s indicator) and Share. */
export function InviteCodeCard({ team, onOpenScorecard }: { team: Team; onOpenScorecard: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const code = team.inviteCode ?? '';
  const shareText = `Join ${team.name} on Fairway Fund with invite code ${code}`;
  return (
    <section className={styles.card} aria-label="Invite code">
      <h2>{team.name}</h2>
      <p>Share this invite code with your teammates:</p>
      <p className={styles.inviteCode}>{code}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() =>
            void navigator.clipboard?.writeText(code).then(
              () => setCopied(true),
              () => setCopied(true),
            )
          }
        >
          {copied ? messages.foursome.inviteCodeCopied : 'Copy'}
        </button>
        {typeof navigator.share === 'function' && (
          <button type="button" className={styles.secondary} onClick={() => void navigator.share({ title: team.name, text: shareText }).catch(() => undefined)}>
            Share
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={onOpenScorecard}>
          Open Scorecard
        </button>
      </div>
    </section>
  );
}
