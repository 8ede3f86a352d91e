// Dialogs that several features open, loaded on first open. They live with the app, which composes features,
// because a feature never imports another one (nor the app): the pages are given them as `dialogs`.
import type { AdminDialogProps } from '@fairway/contracts/remotes';
import type { CreateTournamentDialogProps } from '../features/create-tournament/components/create-tournament-dialog';
import { lazy, Suspense } from 'react';
import type { OrganiserDialogs } from '../shared/components/organiser-dialogs';

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

// The app's dialog, with the tabs other features draw: their parts (and the antd Skeleton they wait with) load
// with it, not with the public tournaments page.
const AdminDialog = lazy(() => import('./admin-dialog').then((module) => ({ default: module.AdminDialog })));

/** Tournament Administration loads when an organiser first opens it, not with the page behind it. */
export function LazyAdminDialog({ open, onClose, tournamentId }: AdminDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AdminDialog open onClose={onClose} tournamentId={tournamentId} />
    </Suspense>
  );
}

export const organiserDialogs: OrganiserDialogs = { CreateTournament: LazyCreateTournamentDialog, Administration: LazyAdminDialog };
