import type { AdminDialogProps } from '@fairway/contracts/remotes';
import { AdminDialog as AdminDialogView } from '../features/administration/components/admin-dialog';
import { adminDialogParts } from './admin-dialog-parts';

/** The exposed Tournament Administration dialog, with the tabs other features draw. */
export function AdminDialog(props: AdminDialogProps) {
  return <AdminDialogView {...props} parts={adminDialogParts} />;
}
