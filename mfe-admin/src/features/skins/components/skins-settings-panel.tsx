import { useSkinsSettings } from '@fairway/api-client';
import { skinsMessages } from '@fairway/contracts/skins-messages';
import type { SkinsSettingsResponse } from '@fairway/contracts/skins';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { entrantsSummary } from '../model/skins-entrants';
import { skinsSummary } from '../model/skins-summary';
import panel from '../../../shared/components/panel.module.css';
import card from '../../../shared/components/setting-card.module.css';
import styles from './skins.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

const SkinsSettingsForm = lazy(() => import('./skins-settings-form').then((module) => ({ default: module.SkinsSettingsForm })));
const SkinsEntrantsForm = lazy(() => import('./skins-entrants-form').then((module) => ({ default: module.SkinsEntrantsForm })));

/**
 * The skins game as it is set up, and its form on Set Up Skins or Change; once set up, who entered and their
 * checklist on Record (or Change) Entrants. Each form loads when opened, one at a time.
 */
export function SkinsSettingsPanel({ tournamentId }: { tournamentId: string }) {
  const settings = useSkinsSettings(tournamentId);
  const [editing, setEditing] = useState<'settings' | 'entrants' | null>(null);
  const done = () => setEditing(null);
  return (
    <section className={card.card} aria-label="Skins">
      <div className={panel.head}>
        <h3 className={panel.heading}>Skins</h3>
        {settings.isSuccess && !editing && <Button onClick={() => setEditing('settings')}>{settings.data ? 'Change Skins' : 'Set Up Skins'}</Button>}
      </div>
      {settings.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {settings.isError && <ReadFailure failure={skinsMessages.settingsFetchFailed} error={settings.error} onRetry={settings.refetch} />}
      {settings.isSuccess && editing !== 'settings' && <SkinsSummary saved={settings.data} />}
      {settings.isSuccess && editing === 'settings' && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <SkinsSettingsForm tournamentId={tournamentId} saved={settings.data} onDone={done} />
        </Suspense>
      )}
      {settings.data && editing !== 'settings' && (
        <div className={card.block} role="group" aria-label="Entrants">
          <div className={panel.head}>
            <h4 className={card.blockTitle}>Entrants</h4>
            {!editing && <Button onClick={() => setEditing('entrants')}>{settings.data.entrants.length ? 'Change Entrants' : 'Record Entrants'}</Button>}
          </div>
          {editing === 'entrants' ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
              <SkinsEntrantsForm tournamentId={tournamentId} saved={settings.data} onDone={done} />
            </Suspense>
          ) : (
            <p className={styles.summary}>{entrantsSummary(settings.data.entrants)}</p>
          )}
        </div>
      )}
    </section>
  );
}

function SkinsSummary({ saved }: { saved: SkinsSettingsResponse | null }) {
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
