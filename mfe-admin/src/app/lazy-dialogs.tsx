// Dialogs that several features open, loaded on first open. They live with the app, which composes features,
// because a feature never imports another one (nor the app): the pages are given them as `dialogs`.
import type { AdminDialogProps } from '@fairway/contracts/remotes';
import type { CreateTournamentDialogProps } from '../features/create-tournament/components/create-tournament-dialog';
import { lazy, Suspense } from 'react';
import type { OrganiserDialogs } from '../shared/components/organiser-dialogs';
import { adminDialogParts } from './admin-dialog-parts';

const CreateTournamentDialog = lazy(() =>
  import('../features/create-tournament/components/create-tournament-dialog').then((module) => ({ default: module.CreateTournamentDialog })),
);

/** The dialog's form (antd's Form, DatePicker, Select...) loads when it first opens, not with the page. */
export function LazyCreateTournamentDialog({ open, onClose }: CreateTournamentDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CreateTournamentDialog open onClose={onClose} />
    </Suspense>
  );
}

const AdminDialog = lazy(() => import('../features/administration/components/admin-dialog').then((module) => ({ default: module.AdminDialog })));

/** Tournament Administration loads when an organiser first opens it, not with the page behind it. */
export function LazyAdminDialog({ open, onClose, tournamentId }: AdminDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AdminDialog open onClose={onClose} tournamentId={tournamentId} parts={adminDialogParts} />
    </Suspense>
  );
}

export const organiserDialogs: OrganiserDialogs = { CreateTournament: LazyCreateTournamentDialog, Administration: LazyAdminDialog };
