import type { AdminDialogProps } from '@fairway/contracts';
import { ThemedRemoteSurface } from '@fairway/ui';
import { Modal } from 'antd';

export function AdminDialog({ open, onClose, tournamentId }: AdminDialogProps) {
  return (
    <ThemedRemoteSurface remote="admin" page="AdminDialog">
      <Modal open={open} onCancel={onClose} footer={null} title="Tournament Administration" destroyOnHidden>
        <p>{tournamentId ? `Loading tournament ${tournamentId}...` : 'Loading tournaments...'}</p>
      </Modal>
    </ThemedRemoteSurface>
  );
}
