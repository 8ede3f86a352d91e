import styles from './hole-nav.module.css';

const frontNine = Array.from({ length: 9 }, (_, index) => index + 1);
const backNine = Array.from({ length: 9 }, (_, index) => index + 10);

/** Quick navigation over holes 1-9 and a Back Nine group. */
export function HoleNav({ current, scored, onSelect }: { current: number; scored: ReadonlySet<number>; onSelect: (hole: number) => void }) {
  const button = (hole: number) => (
    <button
      key={hole}
      type="button"
      aria-current={hole === current ? 'step' : undefined}
      aria-label={`Hole ${hole}${scored.has(hole) ? ', scored' : ''}`}
      className={[styles.hole, hole === current ? styles.current : '', scored.has(hole) ? styles.scored : ''].join(' ')}
      onClick={() => onSelect(hole)}
    >
      {hole}
    </button>
  );
  return (
    <nav className={styles.holeNav} aria-label="Holes">
      <div className={styles.holes}>{frontNine.map(button)}</div>
      <details className={styles.backNine} open={current > 9}>
        <summary>Back Nine</summary>
        <div className={styles.holes}>{backNine.map(button)}</div>
      </details>
    </nav>
  );
}
