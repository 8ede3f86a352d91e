import type { TournamentsPageProps } from '@fairway/contracts/remotes';
import { TournamentsPage as TournamentsPageView } from '../features/tournaments/components/tournaments-page';
import { organiserDialogs } from './lazy-dialogs';

/** The exposed /tournaments page, with the dialogs it opens. */
export function TournamentsPage(props: TournamentsPageProps) {
  return <TournamentsPageView {...props} dialogs={organiserDialogs} />;
}
