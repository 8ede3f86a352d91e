import type { LeaderboardPageProps } from '@fairway/contracts';
import { PageHeading, RemoteSurface } from '@fairway/ui';
import styles from './leaderboard-page.module.css';

const columns = ['Pos', 'Team', 'Hole', 'Score'];

export function LeaderboardPage({ tournamentId }: LeaderboardPageProps) {
  const tvLink = tournamentId ? `/tournament/${encodeURIComponent(tournamentId)}/tv` : undefined;
  return (
    <RemoteSurface remote="leaderboard" page="LeaderboardPage">
      <PageHeading
        eyebrow="Live leaderboard"
        title="Leaderboard"
        subtitle={tournamentId ? `Tournament ${tournamentId}` : "Today's tournaments"}
        actions={
          tvLink && (
            <a className={styles.tvButton} href={tvLink} target="_blank" rel="noreferrer">
              Open TV View
            </a>
          )
        }
      />
      <section className={styles.board} aria-label="Top five teams">
        <div className={styles.header}>
          {columns.map((column) => (
            <span key={column}>{column}</span>
          ))}
        </div>
        <p className={styles.empty}>Scores appear here as soon as the first group finishes a hole.</p>
      </section>
    </RemoteSurface>
  );
}
