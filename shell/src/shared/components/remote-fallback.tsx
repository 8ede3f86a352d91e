import { LineIcon } from '@fairway/ui';
import styles from './remotes.module.css';

export type RemoteVariant = 'page' | 'widget';

interface RemoteFallbackProps {
  area: string;
  variant: RemoteVariant;
  onRetry: () => void;
}

export function RemoteFallback({ area, variant, onRetry }: RemoteFallbackProps) {
  const message = `${area} is unavailable right now`;
  if (variant === 'widget') {
    return (
      <div className={styles.widgetFallback} role="status">
        <span>{message}</span>
        <button type="button" className="ff-text-button" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <section className={styles.card} role="alert" aria-live="polite">
      <div className={styles.icon}>
        <LineIcon d="M7 21V3l10 4-10 4M4 21h12" size={26} />
      </div>
      <h2 className={styles.cardTitle}>{message}</h2>
      <p className={styles.cardText}>This part of Fairway Fund could not be loaded. The rest of the site still works; try again in a moment.</p>
      <button type="button" className={styles.retryButton} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
