import { Button } from 'antd';
import type { ReactNode } from 'react';
// By this path, so that the admin's jest config swaps in its light test dialog.
import { Modal } from '../../shared/components/antd-parts';

interface FormDialogProps {
  title: string;
  /** The primary button's words, e.g. "Save product". */
  actionLabel: string;
  busy: boolean;
  onAction: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** An organiser's dialog holding one form: Cancel and its one action at the foot. */
export function FormDialog({ title, actionLabel, busy, onAction, onClose, children }: FormDialogProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="action" type="primary" loading={busy} onClick={onAction}>
          {actionLabel}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
