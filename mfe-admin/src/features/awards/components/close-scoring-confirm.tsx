import { useCloseScoring } from '@fairway/api-client';
import { Button } from 'antd';
import panel from '../../../shared/components/panel.module.css';
import styles from './awards-parts.module.css';

/** The confirmation Close Scoring asks for, and the write itself (loaded when first asked). */
export function CloseScoringConfirm({
  tournamentId,
  onClosed,
  onCancel,
}: {
  tournamentId: string;
  onClosed: (cardsLocked: number) => void;
  onCancel: () => void;
}) {
  const close = useCloseScoring(tournamentId);
  return (
    <div className={styles.confirm} role="group" aria-label="Close scoring now?">
      <p className={styles.confirmText}>
        <strong>Close scoring now?</strong> Every card is locked: nobody can change a score afterwards.
      </p>
      {close.failureText && (
        <p role="alert" className={panel.error}>
          {close.failureText}
        </p>
      )}
      <div className={styles.confirmActions}>
        <Button onClick={onCancel} disabled={close.isPending}>
          Cancel
        </Button>
        <Button
          danger
          type="primary"
          loading={close.isPending}
          onClick={() => close.mutate(undefined, { onSuccess: (closed) => onClosed(closed.cardsLocked) })}
        >
          Yes, Close Scoring
        </Button>
      </div>
    </div>
  );
}
