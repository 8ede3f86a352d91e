// The contest form and a contest's links and entries load on first use: the tab opens with the list alone.
import { Skeleton } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

const ContestForm = lazy(() => import('./contest-form').then((module) => ({ default: module.ContestForm })));
const ContestDetails = lazy(() => import('./contest-details').then((module) => ({ default: module.ContestDetails })));

export function LazyContestForm(props: ComponentProps<typeof ContestForm>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <ContestForm {...props} />
    </Suspense>
  );
}

export function LazyContestDetails(props: ComponentProps<typeof ContestDetails>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
      <ContestDetails {...props} />
    </Suspense>
  );
}
