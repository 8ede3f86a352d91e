import { isNotFoundError } from '@fairway/api-client';
import { pageMessages } from '@fairway/contracts/page-messages';
import stateCard from '../../../shared/components/state-card.module.css';
import styles from './auction-page.module.css';

/** While the catalogue has not arrived: a skeleton, or why not (no such tournament, no signal) with a retry. */
export function AuctionState({ error, retry }: { error: unknown; retry: () => void }) {
  if (!error) return <div className={styles.skeleton} role="status" aria-label="Loading the auction…" />;
  if (isNotFoundError(error)) {
    return (
      <section className={stateCard.state} role="alert">
        <h2>{pageMessages.tournamentNotFound}</h2>
        <p>This link names no tournament with an auction. Check the link you followed.</p>
      </section>
    );
  }
  return (
    <section className={stateCard.state} role="alert">
      <h2>{pageMessages.connectionError}</h2>
      <p>No signal, trying again: the auction shows as soon as the phone reaches the server.</p>
      <button type="button" className={styles.button} onClick={retry}>
        Retry
      </button>
    </section>
  );
}
