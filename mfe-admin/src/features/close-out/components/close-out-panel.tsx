import { useAuth } from '@fairway/auth';
import { useCloseOut, useDownloadCloseOutCsv } from '@fairway/api-client';
import type { CloseOutLine, CountedMethod } from '@fairway/contracts/close-out';
import { closeOutMessages } from '@fairway/contracts/close-out-messages';
import { Button, Skeleton } from 'antd';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { ReadFailure } from '../../../shared/components/read-failure';
import { usdCents } from '../../../shared/model/money';
import { CloseOutLineCard, hasDifference, MethodTable } from './close-out-line';
import { CountForm } from './count-form';
import styles from './close-out-panel.module.css';

const printedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const countedMethods: readonly CountedMethod[] = ['cash', 'cheque'];

/**
 * The desk's close-out at the end of a shift: a volunteer sees what they took per method, enters what they
 * counted and sees the difference; the owner and co-organisers see every person's line, differences marked,
 * and the totals. Printed on paper (its own print rules) or downloaded as CSV.
 */
export function CloseOutPanel({ tournamentId, onClose }: { tournamentId: string; onClose?: () => void }) {
  const { user } = useAuth();
  const report = useCloseOut(tournamentId);
  const exportCsv = useDownloadCloseOutCsv();

  const countForms = (line: CloseOutLine) =>
    line.person === user?.uid && (
      <div className={styles.counts} data-print="hide">
        {countedMethods.map((method) => (
          <CountForm key={method} tournamentId={tournamentId} method={method} />
        ))}
      </div>
    );

  return (
    <section className={styles.closeOut} aria-labelledby="close-out-heading" data-close-out-print>
      <header className={styles.head}>
        <div>
          <h3 id="close-out-heading" className={styles.heading}>
            Close out
          </h3>
          <p className={styles.meta}>
            {report.data?.scope === 'all'
              ? 'Every desk, per person and method: taken against counted.'
              : 'What you took, per method, against what you counted.'}
            {report.data && <span className={styles.printOnly}> Printed {printedAt.format(new Date())}.</span>}
          </p>
        </div>
        <div className={styles.actions} data-print="hide">
          <Button onClick={() => window.print()} disabled={!report.data}>
            Print
          </Button>
          <Button loading={exportCsv.isPending} onClick={() => exportCsv.mutate({ tournamentId })}>
            Download CSV
          </Button>
          {onClose && <Button onClick={onClose}>Hide</Button>}
        </div>
      </header>
      <FailureAlert text={exportCsv.failureText} />
      {report.isPending && <Skeleton active />}
      {report.isError && <ReadFailure failure={closeOutMessages.fetchFailed} error={report.error} onRetry={report.refetch} />}
      {report.data?.lines.map((line) => (
        <CloseOutLineCard key={line.person} line={line}>
          {countForms(line)}
        </CloseOutLineCard>
      ))}
      {report.data?.totals && (
        <section className={`${styles.line} ${styles.totals} ${hasDifference(report.data.totals.methods) ? styles.flagged : ''}`} aria-label="All desks">
          <header className={styles.lineHead}>
            <h4 className={styles.name}>All desks</h4>
            <strong className={styles.net} aria-label="All desks: net taken">
              {usdCents(report.data.totals.netCents)}
            </strong>
          </header>
          <MethodTable methods={report.data.totals.methods} caption="All desks, by method" />
          <p className={styles.meta}>Counted and its difference add up the desks that have counted.</p>
        </section>
      )}
      <p className={`${styles.signatures} ${styles.printOnly}`}>
        <span>Counted by ____________________</span>
        <span>Checked by ____________________</span>
      </p>
    </section>
  );
}
