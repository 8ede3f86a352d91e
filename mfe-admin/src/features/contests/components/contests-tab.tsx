import { contestsQueryOptions } from '@fairway/api-client';
import { contestMessages } from '@fairway/contracts/contest-messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { ContestCard } from './contest-card';
import { LazyContestForm } from './lazy-contest-parts';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

/** The tournament's contest holes (each with its volunteer links, entries and leaders), then `after` (the app gives the skins game). */
export function ContestsTab({ tournamentId, after }: { tournamentId: string; after?: ReactNode }) {
  // Entries arrive from the volunteers' phones while the organiser watches: the leaders are read again every
  // 10 s (the event stream's client would not fit the administration's JavaScript budget).
  const contests = useQuery({ ...contestsQueryOptions(tournamentId), refetchInterval: 10_000 });
  const [adding, setAdding] = useState(false);

  return (
    <div className={panel.tab}>
      <div className={panel.head}>
        <h3 className={panel.heading}>Contest holes</h3>
        {!adding && (
          <Button type="primary" onClick={() => setAdding(true)}>
            Add Contest
          </Button>
        )}
      </div>
      {adding && <LazyContestForm tournamentId={tournamentId} onDone={() => setAdding(false)} />}
      {contests.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {contests.isError && <ReadFailure failure={contestMessages.fetchFailed} error={contests.error} onRetry={contests.refetch} />}
      {contests.data?.length === 0 && !adding && <Empty description="No contest holes yet: closest to the pin, longest drive, hole-in-one..." />}
      {contests.data?.map((contest) => (
        <ContestCard key={contest.id} contest={contest} />
      ))}
      {after}
    </div>
  );
}
