// Administration tabs of other features, loaded when first opened: the dialog composes them through the app,
// because a feature never imports another one.
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const AwardsTab = lazy(() => import('../features/awards/components/awards-tab').then((module) => ({ default: module.AwardsTab })));
const EventTeamTab = lazy(() => import('../features/event-team/components/team-tab').then((module) => ({ default: module.TeamTab })));
const AuctionTab = lazy(() => import('../features/auction/components/auction-tab').then((module) => ({ default: module.AuctionTab })));
const MessagesTab = lazy(() => import('../features/messages/components/messages-tab').then((module) => ({ default: module.MessagesTab })));
const ContestsAndSkins = lazy(() => import('./contests-and-skins').then((module) => ({ default: module.ContestsAndSkins })));

export function LazyContestsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <ContestsAndSkins tournamentId={tournamentId} />
    </Suspense>
  );
}

export function LazyAwardsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <AwardsTab tournamentId={tournamentId} />
    </Suspense>
  );
}

/** The event team: members, roles, invitations, revoking and handing ownership over. */
export function LazyEventTeamTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <EventTeamTab tournamentId={tournamentId} />
    </Suspense>
  );
}

/** The silent auction: a chunk of its own, loaded when the tab is first opened. */
export function LazyAuctionTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <AuctionTab tournamentId={tournamentId} />
    </Suspense>
  );
}

/** The players' messages: a chunk of its own, loaded when the tab is first opened. */
export function LazyMessagesTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <MessagesTab tournamentId={tournamentId} />
    </Suspense>
  );
}
