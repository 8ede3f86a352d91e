import { useDeleteContest } from '@fairway/api-client';
import type { Contest } from '@fairway/contracts/contest';
import { Button, Popconfirm } from 'antd';
import { ContestEntries } from './contest-entries';
import { StationLinks } from './station-links';
import panel from '../../../shared/components/panel.module.css';
import styles from './contest-parts.module.css';
import card from '../../../shared/components/setting-card.module.css';

/** A contest's volunteer links, entries and Delete, loaded when the organiser first opens them. */
export function ContestDetails({ contest }: { contest: Contest }) {
  const remove = useDeleteContest(contest.tournamentId);
  return (
    <>
      <StationLinks contest={contest} />
      <ContestEntries contest={contest} />
      <div className={card.block}>
        <Popconfirm
          title="Delete this contest?"
          description="Its entries and station links go with it."
          okText="Delete"
          onConfirm={() => remove.mutate(contest.id)}
        >
          <Button danger className={styles.start} loading={remove.isPending} aria-label={`Delete ${contest.title}, hole ${contest.hole}`}>
            Delete Contest
          </Button>
        </Popconfirm>
        {remove.failureText && (
          <p role="alert" className={panel.error}>
            {remove.failureText}
          </p>
        )}
      </div>
    </>
  );
}
