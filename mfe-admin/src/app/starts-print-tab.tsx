// The Starts & Print tab, a chunk of its own loaded when the tab is first opened.
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const StartsAndPrint = lazy(() => import('./starts-and-print').then((module) => ({ default: module.StartsAndPrint })));

/** Starting positions and the print centre (owners and co-organisers). */
export function LazyStartsAndPrintTab({ tournamentId }: { tournamentId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <StartsAndPrint tournamentId={tournamentId} />
    </Suspense>
  );
}
