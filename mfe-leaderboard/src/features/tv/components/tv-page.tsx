import type { TvPageProps } from '@fairway/contracts';
import { BrandMark, RemoteSurface } from '@fairway/ui';
import styles from './tv-page.module.css';
import { useClock } from './use-clock';

/** The clubhouse display: big type, high contrast, no interaction needed. */
export function TvPage({ tournamentId }: TvPageProps) {
  const clock = useClock();
  return (
    <RemoteSurface remote="leaderboard" page="TvPage" className={styles.tv}>
      <header className={styles.top}>
        <div className={styles.brand}>
          <BrandMark size={44} />
          <div>
            <p className={styles.eyebrow}>Clubhouse leaderboard</p>
            <h1 className={styles.title}>{tournamentId ? `Tournament ${tournamentId}` : "Today's tournament"}</h1>
          </div>
        </div>
        <div className={styles.meta}>
          <span className={styles.live}>Live</span>
          <time className={styles.clock}>{clock}</time>
        </div>
      </header>
      <section className={styles.board} aria-label="Leaderboard">
        <div className={`${styles.row} ${styles.headRow}`}>
          <span>Pos</span>
          <span>Team</span>
          <span>Thru</span>
          <span>Score</span>
        </div>
        <p className={styles.empty}>No teams have started yet</p>
      </section>
      <footer className={styles.footer}>Leaderboard updates every 30 seconds</footer>
    </RemoteSurface>
  );
}
