import type { AdminDialogProps } from '@fairway/contracts/remotes';
import { lazy, Suspense } from 'react';

const AdminDialog = lazy(() => import('../../features/administration/components/admin-dialog').then((module) => ({ default: module.AdminDialog })));

/** Tournament Administration loads when an organiser first opens it, not with the page behind it. */
export function LazyAdminDialog({ open, onClose, tournamentId }: AdminDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AdminDialog open onClose={onClose} tournamentId={tournamentId} />
    </Suspense>
  );
}
