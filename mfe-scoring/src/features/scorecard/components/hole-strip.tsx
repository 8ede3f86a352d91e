import styles from './scorecard-page.module.css';

const frontNine = Array.from({ length: 9 }, (_, index) => index + 1);

/** Quick navigation over holes 1-9 and a Back Nine group (spec: Scorecard page). */
export function HoleStrip() {
  return (
    <nav className={styles.holes} aria-label="Holes">
      {frontNine.map((hole) => (
        <span key={hole} className={hole === 1 ? `${styles.hole} ${styles.current}` : styles.hole}>
          {hole}
        </span>
      ))}
      <span className={`${styles.hole} ${styles.backNine}`}>Back Nine</span>
    </nav>
  );
}
