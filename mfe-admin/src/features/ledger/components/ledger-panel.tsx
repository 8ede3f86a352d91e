import { type LedgerFilters, useDownloadLedgerCsv, useLedger, useTeams, useTournamentEvents } from '@fairway/api-client';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { LedgerEntry } from '@fairway/contracts/ledger';
import { Button, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { NativeSelect } from '../../../shared/components/native-select';
import { kindLabels, methodLabels, optionsOf, stateLabels, usd } from '../../../shared/model/money';
import { entryDonor } from '../model/ledger-entry';
import type { EntryAction } from './entry-action-dialog';
import panel from '../../../shared/components/panel.module.css';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './ledger-panel.module.css';
import list from '../../../shared/components/amount-list.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

// The dialogs load when first opened.
const RecordMoneyDialog = lazy(() => import('./record-money-dialog').then((module) => ({ default: module.RecordMoneyDialog })));
const EntryActionDialog = lazy(() => import('./entry-action-dialog').then((module) => ({ default: module.EntryActionDialog })));
const RefundGiftDialog = lazy(() => import('./refund-gift-dialog').then((module) => ({ default: module.RefundGiftDialog })));

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const filterSelects = [
  { key: 'kind', label: 'Kind', all: 'All kinds', labels: kindLabels },
  { key: 'state', label: 'State', all: 'All states', labels: stateLabels },
  { key: 'method', label: 'Method', all: 'All methods', labels: methodLabels },
] as const;

/** The tournament's ledger: what it raised (received entries), every entry, and the organiser's corrections. */
export function LedgerPanel({ tournamentId }: { tournamentId: string }) {
  const [filters, setFilters] = useState<LedgerFilters>({});
  const ledger = useLedger(tournamentId, filters);
  const teams = useTeams(tournamentId);
  const exportCsv = useDownloadLedgerCsv();
  const [recording, setRecording] = useState(false);
  const [acting, setActing] = useState<{ entry: LedgerEntry; action: EntryAction } | null>(null);
  const [refunding, setRefunding] = useState<(LedgerEntry & { refundable: number }) | null>(null);
  // A refund asked here lands when the provider confirms it: the stream's charity event reads the ledger again.
  useTournamentEvents(tournamentId);
  const teamName = (teamId: string | null) => teams.data?.find((team) => team.id === teamId)?.name;

  return (
    <section className={list.panel} aria-labelledby="ledger-heading">
      <header className={panel.pageHead}>
        <div className={styles.raised}>
          <h3 id="ledger-heading" className={styles.caption}>
            Raised
          </h3>
          <strong className={styles.total} aria-label="Raised total">
            {ledger.data ? usd(ledger.data.raised) : '—'}
          </strong>
          <span className={list.note}>Sum of received entries</span>
        </div>
        <div className={styles.actions}>
          <Button type="primary" onClick={() => setRecording(true)}>
            Record money
          </Button>
          <Button loading={exportCsv.isPending} onClick={() => exportCsv.mutate({ tournamentId })}>
            Export CSV
          </Button>
        </div>
      </header>
      <FailureAlert text={exportCsv.failureText} />
      <div className={styles.filters}>
        {filterSelects.map(({ key, label, all, labels }) => (
          <NativeSelect<string>
            key={key}
            aria-label={`Filter by ${label.toLowerCase()}`}
            value={filters[key] ?? ''}
            onChange={(value) => setFilters((current) => ({ ...current, [key]: value || undefined }))}
            options={[{ value: '', label: all }, ...optionsOf<string>(labels)]}
          />
        ))}
      </div>
      {ledger.isPending && <Skeleton active />}
      {ledger.isError && <ReadFailure failure={fundraisingMessages.ledgerFetchFailed} error={ledger.error} onRetry={ledger.refetch} />}
      {ledger.data?.entries.length === 0 && <Empty description="No entries match." />}
      {ledger.data && ledger.data.entries.length > 0 && (
        <ul className={panel.list} aria-label="Ledger entries">
          {ledger.data.entries.map((entry) => (
            <li key={entry.id} className={`${list.row} ${entry.state === 'void' ? list.voided : ''}`}>
              <span className={list.amount}>{usd(entry.amount)}</span>
              <span className={panel.entryText}>
                {entryDonor(entry)}
                <span className={list.meta}>
                  {[kindLabels[entry.kind], methodLabels[entry.method], teamName(entry.teamId), when.format(new Date(entry.recordedAt))]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {entry.recordedByName && <span className={list.meta}>Recorded by {entry.recordedByName}</span>}
                {entry.privateNote && <span className={list.meta}>Note: {entry.privateNote}</span>}
                {entry.voidReason && <span className={list.meta}>Void: {entry.voidReason}</span>}
              </span>
              <span className={`${list.state} ${list[entry.state]}`}>{stateLabels[entry.state]}</span>
              <span className={list.rowActions}>
                {entry.state === 'pledged' && (
                  <Button
                    size="small"
                    onClick={() => setActing({ entry, action: 'receive' })}
                    aria-label={`Mark ${usd(entry.amount)} from ${entryDonor(entry)} received`}
                  >
                    Mark received
                  </Button>
                )}
                {entry.refundable !== undefined && (
                  <Button
                    size="small"
                    onClick={() => setRefunding({ ...entry, refundable: entry.refundable! })}
                    aria-label={`Refund ${usd(entry.amount)} from ${entryDonor(entry)}`}
                  >
                    Refund
                  </Button>
                )}
                {entry.state !== 'void' && (
                  <Button
                    size="small"
                    danger
                    onClick={() => setActing({ entry, action: 'void' })}
                    aria-label={`Void ${usd(entry.amount)} from ${entryDonor(entry)}`}
                  >
                    Void
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {recording && <RecordMoneyDialog tournamentId={tournamentId} onClose={() => setRecording(false)} />}
        {acting && <EntryActionDialog tournamentId={tournamentId} {...acting} onClose={() => setActing(null)} />}
        {refunding && <RefundGiftDialog tournamentId={tournamentId} entry={refunding} onClose={() => setRefunding(null)} />}
      </Suspense>
    </section>
  );
}
