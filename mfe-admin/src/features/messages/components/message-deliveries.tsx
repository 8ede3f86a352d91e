import { useMessageDeliveries } from '@fairway/api-client';
import type { FieldMessage } from '@fairway/contracts/field-message';
import { Skeleton } from 'antd';
import { ReadFailure } from '../../../shared/components/read-failure';
import panel from '../../../shared/components/panel.module.css';
import { deliveryStateLabels, whenText } from '../model/message-text';
import styles from './messages.module.css';

/** Each recipient of one message with the state of their e-mail (a failure with its reason). */
export function MessageDeliveries({ tournamentId, message }: { tournamentId: string; message: FieldMessage }) {
  const deliveries = useMessageDeliveries(tournamentId, message.id);
  if (deliveries.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (deliveries.isError) return <ReadFailure failure="Failed to load the recipients" error={deliveries.error} onRetry={deliveries.refetch} />;
  if (deliveries.data.length === 0) return <p className={panel.muted}>No e-mails: nobody in this audience has an address.</p>;
  return (
    <ul className={styles.deliveries} aria-label={`Recipients of ${message.subject}`}>
      {deliveries.data.map((delivery) => (
        <li key={delivery.email} className={styles.delivery}>
          <span className={panel.entryText}>
            <strong>{delivery.name ?? delivery.email}</strong>
            <span className={styles.meta}>{[delivery.name ? delivery.email : null, delivery.teamName].filter(Boolean).join(' · ')}</span>
            {delivery.reason && <span className={styles.reason}>{delivery.reason}</span>}
          </span>
          <span className={`${styles.state} ${styles[delivery.state]}`}>
            {deliveryStateLabels[delivery.state]}
            {delivery.sentAt && delivery.state === 'sent' && <span className={styles.stateTime}> {whenText(delivery.sentAt)}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
