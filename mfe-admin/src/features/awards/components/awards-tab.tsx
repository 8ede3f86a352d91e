import { useAwardsSettings } from '@fairway/api-client';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import type { AwardsSettings } from '@fairway/contracts/awards';
import { Link } from '@fairway/ui/router';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { awardsSummary } from '../model/awards-summary';
import { AwardList } from './award-list';
import panel from '../../../shared/components/panel.module.css';
import styles from './awards.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

const AwardsSettingsForm = lazy(() => import('./awards-settings-form').then((module) => ({ default: module.AwardsSettingsForm })));

const CloseScoringConfirm = lazy(() => import('./close-scoring-confirm').then((module) => ({ default: module.CloseScoringConfirm })));

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** Before the ceremony: hidden last holes and place prizes, Close scoring, the award list and the MC's page. */
export function AwardsTab({ tournamentId }: { tournamentId: string }) {
  const settings = useAwardsSettings(tournamentId);
  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) return <ReadFailure failure={awardsMessages.settingsFetchFailed} error={settings.error} onRetry={settings.refetch} />;
  return (
    <div className={panel.tab}>
      <BeforeTheCeremony tournamentId={tournamentId} settings={settings.data} />
      <CloseScoring tournamentId={tournamentId} settings={settings.data} />
      <section className={styles.card} aria-label="Award list">
        <div className={panel.head}>
          <h3 className={panel.heading}>Award list</h3>
          <Link to={`/tournament/${encodeURIComponent(tournamentId)}/reveal`} className={styles.linkAction}>
            Open the MC&rsquo;s reveal page
          </Link>
        </div>
        <AwardList tournamentId={tournamentId} />
      </section>
    </div>
  );
}

/** Hidden last holes and place prizes as they stand; the form on Change (loaded then). */
function BeforeTheCeremony({ tournamentId, settings }: { tournamentId: string; settings: AwardsSettings }) {
  const [editing, setEditing] = useState(false);
  const [hidden, prizes] = awardsSummary(settings);
  return (
    <section className={styles.card} aria-label="Before the ceremony">
      <div className={panel.head}>
        <h3 className={panel.heading}>Before the ceremony</h3>
        {!editing && <Button onClick={() => setEditing(true)}>Change</Button>}
      </div>
      {editing ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <AwardsSettingsForm tournamentId={tournamentId} saved={settings} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <p className={styles.summary}>
          {hidden}
          <br />
          <span className={panel.muted}>{prizes}</span>
        </p>
      )}
    </section>
  );
}

function CloseScoring({ tournamentId, settings }: { tournamentId: string; settings: AwardsSettings }) {
  const [confirming, setConfirming] = useState(false);
  const [cardsLocked, setCardsLocked] = useState<number | null>(null);
  return (
    <section className={styles.card} aria-label="Close scoring">
      <h3 className={panel.heading}>Close scoring</h3>
      {settings.scoringClosedAt ? (
        <p className={styles.closed} role="status">
          Scoring closed at {clock(settings.scoringClosedAt)}: every card is locked.
          {cardsLocked !== null && ` ${cardsLocked} cards locked.`}
        </p>
      ) : confirming ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 1 }} />}>
          <CloseScoringConfirm tournamentId={tournamentId} onClosed={setCardsLocked} onCancel={() => setConfirming(false)} />
        </Suspense>
      ) : (
        <>
          <p className={panel.muted}>When the last group is in: every card is locked, and the MC can start the reveal.</p>
          <Button danger type="primary" className={styles.start} onClick={() => setConfirming(true)}>
            Close Scoring
          </Button>
        </>
      )}
    </section>
  );
}
