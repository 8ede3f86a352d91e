import { errorText, useAwardsSettings, useCloseScoring } from '@fairway/api-client';
import type { AwardsSettings } from '@fairway/contracts/awards';
import { Link } from '@fairway/ui/router';
import { Button, Popconfirm, Skeleton } from 'antd';
import { AwardList } from './award-list';
import { AwardsSettingsForm } from './awards-settings-form';
import styles from './awards.module.css';

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** Before the ceremony: hidden last holes and place prizes, Close scoring, the award list and the MC's page. */
export function AwardsTab({ tournamentId }: { tournamentId: string }) {
  const settings = useAwardsSettings(tournamentId);
  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) return <p className={styles.error}>{errorText(settings.error, 'Could not load the awards settings')}</p>;
  return (
    <div className={styles.tab}>
      <AwardsSettingsForm tournamentId={tournamentId} saved={settings.data} />
      <CloseScoring tournamentId={tournamentId} settings={settings.data} />
      <section className={styles.card} aria-label="Award list">
        <div className={styles.head}>
          <h3 className={styles.section}>Award list</h3>
          <Link to={`/tournament/${encodeURIComponent(tournamentId)}/reveal`} className={styles.linkAction}>
            Open the MC&rsquo;s reveal page
          </Link>
        </div>
        <AwardList tournamentId={tournamentId} />
      </section>
    </div>
  );
}

function CloseScoring({ tournamentId, settings }: { tournamentId: string; settings: AwardsSettings }) {
  const close = useCloseScoring(tournamentId);
  return (
    <section className={styles.card} aria-label="Close scoring">
      <h3 className={styles.section}>Close scoring</h3>
      {settings.scoringClosedAt ? (
        <p className={styles.closed} role="status">
          Scoring closed at {clock(settings.scoringClosedAt)}: every card is locked.
          {close.data && ` ${close.data.cardsLocked} cards locked.`}
        </p>
      ) : (
        <>
          <p className={styles.muted}>When the last group is in: every card is locked, and the MC can start the reveal.</p>
          <Popconfirm
            title="Close scoring now?"
            description="Every card is locked: nobody can change a score afterwards."
            okText="Close Scoring"
            okButtonProps={{ danger: true }}
            onConfirm={() => close.mutate()}
          >
            <Button danger type="primary" loading={close.isPending} className={styles.start}>
              Close Scoring
            </Button>
          </Popconfirm>
        </>
      )}
      {close.failureText && (
        <p role="alert" className={styles.error}>
          {close.failureText}
        </p>
      )}
    </section>
  );
}
