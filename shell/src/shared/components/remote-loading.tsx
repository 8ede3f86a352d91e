import type { RemoteVariant } from './remote-fallback';
import styles from './remotes.module.css';

export function RemoteLoading({ area, variant }: { area: string; variant: RemoteVariant }) {
  if (variant === 'widget') return null;
  return (
    <div className={styles.loading} role="status" aria-label={`Loading ${area}`}>
      <div className={`${styles.shimmer} ${styles.shimmerTitle}`} />
      <div className={`${styles.shimmer} ${styles.shimmerLine}`} />
      <div className={`${styles.shimmer} ${styles.shimmerBlock}`} />
    </div>
  );
}
