import { useAuth } from '@fairway/auth';
import type { ScorecardPageProps } from '@fairway/contracts';
import { PageHeading, Panel, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { HoleStrip } from './hole-strip';
import styles from './scorecard-page.module.css';

// No antd on this page: the /scorecard route holds a 200 KiB gzipped budget and antd's floor is ~57 KiB.
function teamHint(teamId: string | undefined, signedIn: boolean): string {
  if (teamId) return 'Your foursome, handicaps and running total will show here.';
  if (signedIn) return 'Looking up the foursome registered with your e-mail.';
  return 'Sign in to find your foursome: we match you by the e-mail you registered with.';
}

export function ScorecardPage({ tournamentId, teamId }: ScorecardPageProps) {
  // Read from the shell's AuthProvider: @fairway/auth is a federated singleton, so this is the same context.
  const { user } = useAuth();
  const leaderboardLink = tournamentId ? `/leaderboard?tournament=${encodeURIComponent(tournamentId)}` : '/leaderboard';
  return (
    <RemoteSurface remote="scoring" page="ScorecardPage">
      <PageHeading
        eyebrow="Live scoring"
        title="Scorecard"
        subtitle={tournamentId ? `Tournament ${tournamentId}` : "Today's active tournament"}
        actions={
          <Link to={leaderboardLink} className={styles.secondaryButton}>
            View Leaderboard
          </Link>
        }
      />
      <div className={styles.grid}>
        <Panel title="Your team" extra={<span className={styles.badge}>{teamId ? `Team ${teamId}` : 'Finding your team'}</span>}>
          <p className={styles.muted}>{teamHint(teamId, user !== null)}</p>
        </Panel>
        <Panel title="Holes">
          <HoleStrip />
        </Panel>
      </div>
    </RemoteSurface>
  );
}
