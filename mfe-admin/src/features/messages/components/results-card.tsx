import { useFieldMessages, useResultsMessage } from '@fairway/api-client';
import type { ResultsState } from '@fairway/contracts/field-message';
import { Skeleton } from 'antd';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { countsText, whenText } from '../model/message-text';
import styles from './messages.module.css';

/** The results and thank-you: they go by themselves when scoring closes; this says whether they have. */
export function ResultsCard({ tournamentId }: { tournamentId: string }) {
  const results = useResultsMessage(tournamentId);
  const history = useFieldMessages(tournamentId);
  const sent = results.data?.messageId ? history.data?.find((message) => message.id === results.data?.messageId) : undefined;
  return (
    <section className={panel.section} aria-labelledby="results-heading">
      <h3 id="results-heading" className={panel.sectionHeading}>
        Results and thank-you
      </h3>
      <p className={panel.muted}>
        Sent automatically when you close scoring (after the awards ceremony when holes are hidden, so nobody learns the winners before the MC reveals them):
        each team&apos;s place, the money raised, the winners and the donors&apos; receipts.
      </p>
      {results.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {results.isError && <ReadFailure failure="Failed to load the results" error={results.error} onRetry={results.refetch} />}
      {results.data && (
        <p className={styles.status} role="status">
          {resultsStatus(results.data)}
          {sent && ` · ${countsText(sent.counts)}`}
        </p>
      )}
    </section>
  );
}

function resultsStatus(state: ResultsState): string {
  if (state.sentAt) return `Sent ${whenText(state.sentAt)}`;
  if (state.scoringClosedAt) return `Scoring closed ${whenText(state.scoringClosedAt)}: sending`;
  return 'Waiting: scoring is still open';
}
