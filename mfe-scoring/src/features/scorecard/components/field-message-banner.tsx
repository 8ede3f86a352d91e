import { useMyBanners } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';
import { useState } from 'react';
import { dismissMessage, isMessageDismissed } from '../model/dismissed-messages';
import styles from './field-message-banner.module.css';

/**
 * The organisers' newest message for this player that they have not closed, at the top of the card. A new one
 * comes within a second: its `field-message` event makes the card's stream read `mine` again.
 */
export function FieldMessageBanner({ tournamentId }: { tournamentId: string }) {
  const { user } = useAuth();
  const banners = useMyBanners(tournamentId, Boolean(user));
  const [closed, setClosed] = useState<readonly string[]>([]);
  const shown = banners.data?.find((banner) => !closed.includes(banner.id) && !isMessageDismissed(banner.id));
  if (!shown) return null;
  const dismiss = () => {
    dismissMessage(shown.id);
    setClosed((ids) => [...ids, shown.id]);
  };
  return (
    <section className={styles.banner} role="status" aria-label="Message from the organisers">
      <p className={styles.from}>From the organisers</p>
      <h2 className={styles.subject}>{shown.subject}</h2>
      <p className={styles.body}>{shown.body}</p>
      <button type="button" className={styles.dismiss} aria-label="Dismiss the message" onClick={dismiss}>
        ×
      </button>
    </section>
  );
}
