import type { JoinPageProps } from '@fairway/contracts';
import { PageHeading, Panel, RemoteSurface } from '@fairway/ui';
import styles from './join-page.module.css';

export function JoinPage({ tournamentId }: JoinPageProps) {
  return (
    <RemoteSurface remote="scoring" page="JoinPage">
      <PageHeading
        eyebrow={`Tournament ${tournamentId}`}
        title="Register a foursome"
        subtitle="Create a foursome and share its invite code, or join one with a code from your group."
      />
      <div className={styles.options}>
        <Panel title="Create a foursome">
          <p className={styles.hint}>Name your team and get an invite code for your three playing partners.</p>
        </Panel>
        <Panel title="Join with a code">
          <p className={styles.hint}>Enter the invite code your team captain shared with you.</p>
        </Panel>
      </div>
    </RemoteSurface>
  );
}
