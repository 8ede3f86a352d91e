import { lazy, Suspense } from 'react';
import type { CreateTournamentDialogProps } from '../../features/create-tournament/components/create-tournament-dialog';

const CreateTournamentDialog = lazy(() => import('../../features/create-tournament/components/create-tournament-dialog').then((module) => ({ default: module.CreateTournamentDialog })));

/** The dialog's form (antd's Form, DatePicker, Select...) loads when it first opens, not with the page. */
export function LazyCreateTournamentDialog({ open, onClose }: CreateTournamentDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CreateTournamentDialog open onClose={onClose} />
    </Suspense>
  );
}
