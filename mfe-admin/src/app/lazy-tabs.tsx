// Administration tabs of other features, loaded when first opened: the dialog composes them through the app,
// because a feature never imports another one.
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const ContestsTab = lazy(() => import('../features/contests/components/contests-tab').then((module) => ({ default: module.ContestsTab })));

export function LazyContestsTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <ContestsTab tournamentId={tournamentId} />
    </Suspense>
  );
}
