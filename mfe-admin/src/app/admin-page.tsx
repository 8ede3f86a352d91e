import type { AdminPageProps } from '@fairway/contracts/remotes';
import { AdminPage as AdminPageView } from '../features/administration/components/admin-page';
import { organiserDialogs } from './lazy-dialogs';

/** The exposed /admin page, with the dialogs it opens. */
export function AdminPage({ tournamentId }: AdminPageProps) {
  return <AdminPageView dialogs={organiserDialogs} opening={tournamentId} />;
}
