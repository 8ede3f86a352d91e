// Administration tabs of other features, loaded when first opened: the dialog composes them through the app,
// because a feature never imports another one.
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const AwardsTab = lazy(() => import('../features/awards/components/awards-tab').then((module) => ({ default: module.AwardsTab })));
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
