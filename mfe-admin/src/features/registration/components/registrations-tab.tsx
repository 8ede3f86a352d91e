import { type RegistrationFilters, useDownloadRegistrationsCsv, useRegistrations, useRegistrationSettings, useTournamentEvents } from '@fairway/api-client';
import type { Registration } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { Button, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { InputSearch } from '../../../shared/components/antd-parts';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { NativeSelect } from '../../../shared/components/native-select';
import amounts from '../../../shared/components/amount-list.module.css';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { optionsOf } from '../../../shared/model/money';
import { stateLabels } from '../model/registration-labels';
import { placesText } from '../model/registration-text';
import { type DeskAction, RegistrationRow } from './registration-row';
import { WaitlistSection } from './waitlist-section';
import styles from './registrations.module.css';

// The dialogs load when first opened.
const WalkUpDialog = lazy(() => import('./walk-up-dialog').then((module) => ({ default: module.WalkUpDialog })));
const DeskActionDialog = lazy(() => import('./desk-action-dialog').then((module) => ({ default: module.DeskActionDialog })));

/** Every registration with its state, answers and amounts; the desk's walk-ups, cancellations and refunds; the waitlist. */
export function RegistrationsTab({ tournamentId }: { tournamentId: string }) {
  const [filters, setFilters] = useState<RegistrationFilters>({});
  const [productId, setProductId] = useState('');
  const list = useRegistrations(tournamentId, filters);
  // The waitlist and the counts are of every registration, whatever the filters keep.
  const all = useRegistrations(tournamentId);
  const settings = useRegistrationSettings(tournamentId);
  // A payment or refund lands when the provider confirms it, after the desk's request has been answered: its
  // ledger change's live event makes these reads stale (they sit under the fundraising reads' key).
  useTournamentEvents(tournamentId);
  const exportCsv = useDownloadRegistrationsCsv();
  const [walkUp, setWalkUp] = useState(false);
  const [acting, setActing] = useState<{ registration: Registration; action: DeskAction } | null>(null);
  const shown = (list.data?.registrations ?? []).filter((registration) => !productId || registration.lines.some((line) => line.productId === productId));

  return (
    <div className={panel.sections}>
      <section className={panel.section} aria-labelledby="registrations-heading">
        <header className={panel.pageHead}>
          <div className={styles.summary}>
            <h3 id="registrations-heading" className={panel.sectionHeading}>
              Registrations
            </h3>
            {all.data && <span className={amounts.meta}>{placesText(all.data.places)}</span>}
            {all.data && <StateCounts counts={all.data.counts} />}
          </div>
          <div className={panel.actions}>
            <Button type="primary" disabled={!settings.data} onClick={() => setWalkUp(true)}>
              Record walk-up
            </Button>
            <Button loading={exportCsv.isPending} onClick={() => exportCsv.mutate({ tournamentId })}>
              Download CSV
            </Button>
          </div>
        </header>
        <FailureAlert text={exportCsv.failureText} />
        <div className={styles.filters}>
          <NativeSelect<string>
            aria-label="Filter by state"
            value={filters.state ?? ''}
            onChange={(state) => setFilters((current) => ({ ...current, state: (state || undefined) as RegistrationFilters['state'] }))}
            options={[{ value: '', label: 'All states' }, ...optionsOf<string>(stateLabels)]}
          />
          <NativeSelect<string>
            aria-label="Filter by product"
            value={productId}
            onChange={setProductId}
            options={[{ value: '', label: 'All products' }, ...(settings.data?.products ?? []).map((product) => ({ value: product.id, label: product.name }))]}
          />
          <InputSearch
            className={styles.search}
            aria-label="Search registrations"
            placeholder="Name, e-mail, team or promo code"
            allowClear
            onSearch={(search) => setFilters((current) => ({ ...current, search: search.trim() || undefined }))}
          />
        </div>
        {list.isPending && <Skeleton active />}
        {list.isError && <ReadFailure failure={registrationMessages.registrationsFetchFailed} error={list.error} onRetry={list.refetch} />}
        {list.data && shown.length === 0 && <Empty description={all.data?.registrations.length === 0 ? 'No registrations yet.' : 'No registrations match.'} />}
        {list.data && shown.length > 0 && (
          <ul className={panel.list} aria-label="Registrations">
            {shown.map((registration) => (
              <RegistrationRow
                key={registration.id}
                registration={registration}
                teamQuestions={list.data.teamQuestions}
                playerQuestions={list.data.playerQuestions}
                onAction={(chosen, action) => setActing({ registration: chosen, action })}
              />
            ))}
          </ul>
        )}
      </section>
      {all.data && <WaitlistSection registrations={all.data.registrations} />}
      <Suspense fallback={null}>
        {walkUp && settings.data && <WalkUpDialog tournamentId={tournamentId} settings={settings.data} onClose={() => setWalkUp(false)} />}
        {acting && <DeskActionDialog tournamentId={tournamentId} {...acting} onClose={() => setActing(null)} />}
      </Suspense>
    </div>
  );
}

function StateCounts({ counts }: { counts: Partial<Record<Registration['state'], number>> }) {
  const present = (Object.keys(stateLabels) as Array<Registration['state']>).filter((state) => (counts[state] ?? 0) > 0);
  if (present.length === 0) return null;
  return (
    <ul className={styles.counts} aria-label="Registrations by state">
      {present.map((state) => (
        <li key={state} className={amounts.meta}>
          {stateLabels[state]}: <strong>{counts[state]}</strong>
        </li>
      ))}
    </ul>
  );
}
