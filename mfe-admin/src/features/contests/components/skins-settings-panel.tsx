import { errorText, useSkinsSettings } from '@fairway/api-client';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { skinsSummary } from '../model/skins-summary';
import panel from '../../../shared/components/panel.module.css';
import styles from './contests.module.css';

const SkinsSettingsForm = lazy(() => import('./skins-settings-form').then((module) => ({ default: module.SkinsSettingsForm })));

/** The skins game as it is set up, and its form on Set Up Skins or Change (loaded then). */
export function SkinsSettingsPanel({ tournamentId }: { tournamentId: string }) {
  const settings = useSkinsSettings(tournamentId);
  const [editing, setEditing] = useState(false);
  return (
    <section className={styles.card} aria-label="Skins">
      <div className={panel.head}>
        <h3 className={panel.heading}>Skins</h3>
        {settings.isSuccess && !editing && <Button onClick={() => setEditing(true)}>{settings.data ? 'Change Skins' : 'Set Up Skins'}</Button>}
      </div>
      {settings.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {settings.isError && <p className={panel.error}>{errorText(settings.error, 'Could not load the skins settings')}</p>}
      {settings.isSuccess && !editing && <SkinsSummary saved={settings.data} />}
      {settings.isSuccess && editing && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <SkinsSettingsForm tournamentId={tournamentId} saved={settings.data} onDone={() => setEditing(false)} />
        </Suspense>
      )}
    </section>
  );
}

function SkinsSummary({ saved }: { saved: Parameters<typeof skinsSummary>[0] | null }) {
  if (!saved) return <p className={panel.muted}>Skins are not set up for this tournament yet.</p>;
  const [play, money] = skinsSummary(saved);
  return (
    <p className={styles.summary}>
      {play}
      <br />
      <span className={panel.muted}>{money}</span>
    </p>
  );
}
