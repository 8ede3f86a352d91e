import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Modal } from '../../../shared/components/antd-parts';
import { FailureAlert } from '../../../shared/components/failure-alert';

interface ConfirmDialogProps {
  title: string;
  actionLabel: string;
  busy: boolean;
  failure: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before an action that cannot be taken back (close now, withdraw, delete, offer to the next bidder). */
export function ConfirmDialog({ title, actionLabel, busy, failure, danger, onConfirm, onClose, children }: ConfirmDialogProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="action" type="primary" danger={danger} loading={busy} onClick={onConfirm}>
          {actionLabel}
        </Button>,
      ]}
    >
      <p>{children}</p>
      <FailureAlert text={failure} />
    </Modal>
  );
}
