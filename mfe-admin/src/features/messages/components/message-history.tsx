import { useFieldMessages } from '@fairway/api-client';
import type { FieldMessage } from '@fairway/contracts/field-message';
import { Button, Skeleton } from 'antd';
import { Fragment, useState } from 'react';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { countsText, kindLabels, whenText } from '../model/message-text';
import { MessageDeliveries } from './message-deliveries';
import styles from './messages.module.css';

/** What went out (messages, the reminder, the results) with its delivery counts, read again while any is queued. */
export function MessageHistory({ tournamentId }: { tournamentId: string }) {
  const history = useFieldMessages(tournamentId);
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <section className={panel.section} aria-labelledby="history-heading">
      <h3 id="history-heading" className={panel.sectionHeading}>
        Sent
      </h3>
      {history.isPending && <Skeleton active />}
      {history.isError && <ReadFailure failure="Failed to load the messages" error={history.error} onRetry={history.refetch} />}
      {history.data?.length === 0 && <p className={panel.muted}>Nothing sent yet.</p>}
      {history.data && history.data.length > 0 && (
        <table className={styles.history}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Message</th>
              <th scope="col">Delivery</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((message) => (
              <Fragment key={message.id}>
                <HistoryRow message={message} open={opened === message.id} onToggle={() => setOpened(opened === message.id ? null : message.id)} />
                {opened === message.id && (
                  <tr className={styles.deliveriesRow}>
                    <td colSpan={3}>
                      <MessageDeliveries tournamentId={tournamentId} message={message} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function HistoryRow({ message, open, onToggle }: { message: FieldMessage; open: boolean; onToggle: () => void }) {
  return (
    <tr>
      <td className={styles.when}>{whenText(message.sentAt)}</td>
      <th scope="row" className={styles.messageCell}>
        <span className={styles.kind}>{kindLabels[message.kind]}</span> <strong>{message.subject}</strong>
        <span className={styles.meta}>
          To {message.audienceLabel}
          {message.sentByName && ` · by ${message.sentByName}`}
        </span>
      </th>
      <td>
        <span className={styles.counts}>{countsText(message.counts)}</span>
        <Button type="link" className={panel.linkButton} aria-expanded={open} onClick={onToggle}>
          {open ? 'Hide recipients' : 'Recipients'}
        </Button>
      </td>
    </tr>
  );
}
