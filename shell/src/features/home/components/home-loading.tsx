import styles from './home-loading.module.css';

// Part of the shell's first load (the Suspense fallback of the home chunk), so it keeps its one text here.
const loadingLabel = 'Loading tournaments';

/** Placeholder in the shape of the page while today's tournaments load. */
export function HomeLoading() {
  return (
    <div className={styles.loading} role="status" aria-label={loadingLabel}>
      <div className={`${styles.block} ${styles.banner}`} />
      <div className={styles.columns}>
        <div className={`${styles.block} ${styles.card}`} />
        <div className={`${styles.block} ${styles.card}`} />
      </div>
    </div>
  );
}
