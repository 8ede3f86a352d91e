import type { TeamSelectPageProps } from '@fairway/contracts';
import { PageHeading, Panel, RemoteSurface } from '@fairway/ui';
import styles from './team-select-page.module.css';

export function TeamSelectPage({ tournamentId }: TeamSelectPageProps) {
  return (
    <RemoteSurface remote="scoring" page="TeamSelectPage">
      <PageHeading eyebrow={`Tournament ${tournamentId}`} title="Select your team" subtitle="Pick your foursome to open its scorecard." />
      <Panel>
        <p className={styles.hint}>Teams registered for this tournament appear here with their players, hole and score.</p>
      </Panel>
    </RemoteSurface>
  );
}
