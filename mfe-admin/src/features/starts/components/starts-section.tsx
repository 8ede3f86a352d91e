import { useAssignStarts, useLiveStarts, useLockStarts, useMoveStart, useStarts, useTournament, useUnlockStarts } from '@fairway/api-client';
import { startsMessages } from '@fairway/contracts/starts';
import { Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { FailureAlert } from '../../../shared/components/failure-alert';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { formFromPlan, planSummary } from '../model/plan-form';
import { HoleGrid } from './hole-grid';
import { LockBar } from './lock-bar';
import { StartsPlanForm } from './plan-form';
import styles from './starts.module.css';

type Action = 'assign' | 'move' | 'lock' | 'unlock';

/**
 * Starting positions: the plan (a shotgun or tee times) and Assign, the count per hole with every team on it
 * (moved by dragging or with its Move select) and the lock. Every write answers with the whole plan; another
 * organiser's change is read again as the tournament's stream tells of it.
 */
export function StartsSection({ tournamentId }: { tournamentId: string }) {
  const starts = useStarts(tournamentId);
  const course = useTournament(tournamentId).data?.holes ?? [];
  const assign = useAssignStarts(tournamentId);
  const move = useMoveStart(tournamentId);
  const lock = useLockStarts(tournamentId);
  const unlock = useUnlockStarts(tournamentId);
  useLiveStarts(tournamentId);
  // Only the last action's failure is shown: an older one is no longer true once something else was done.
  const [last, setLast] = useState<Action | null>(null);
  const failure = last && { assign, move, lock, unlock }[last].failureText;
  const act = (action: Action, run: () => void) => {
    setLast(action);
    run();
  };

  if (starts.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (starts.isError) return <ReadFailure failure={startsMessages.fetchFailed} error={starts.error} onRetry={starts.refetch} />;
  const plan = starts.data;
  const planned = plan.plan !== null;
  const form = (
    <StartsPlanForm
      key={JSON.stringify(plan.plan)}
      initial={formFromPlan(plan.plan)}
      disabled={plan.locked}
      busy={assign.isPending}
      onAssign={(request) => act('assign', () => assign.mutate(request))}
    />
  );
  return (
    <section className={panel.section} aria-labelledby="starts-heading">
      <h4 id="starts-heading" className={panel.sectionHeading}>
        Starting positions
      </h4>
      {plan.plan ? (
        // Once the field is placed the grid is the work: the plan folds away under its summary.
        <details className={styles.planDetails}>
          <summary className={styles.planSummary}>
            {planSummary(plan.plan)} <span className={styles.change}>Change the plan</span>
          </summary>
          {form}
        </details>
      ) : (
        form
      )}
      <FailureAlert text={failure} />
      {planned ? (
        <>
          <LockBar
            starts={plan}
            busy={lock.isPending || unlock.isPending}
            onLock={() => act('lock', () => lock.mutate())}
            onUnlock={() => act('unlock', () => unlock.mutate())}
          />
          {plan.locked ? (
            <p className={styles.notice}>{startsMessages.locked}</p>
          ) : (
            <p className={panel.muted}>Drag a team to another hole, or choose its hole under Move.</p>
          )}
          <HoleGrid
            starts={plan}
            course={course}
            // Not held while a move is on its way: the server takes moves one at a time and each answers with the whole plan.
            disabled={plan.locked}
            onMove={(teamId, place) => act('move', () => move.mutate({ teamId, ...place }))}
          />
        </>
      ) : (
        <Empty description={startsMessages.notPlanned} />
      )}
    </section>
  );
}
