import { useContests } from '@fairway/api-client';
import type { Contest } from '@fairway/contracts/contest';
import { Panel } from '@fairway/ui';
import { contestExtras, divisionLabel, leaderName } from '../../../shared/model/contest-text';
import styles from './contest-panels.module.css';

function ContestItem({ contest }: { contest: Contest }) {
  const extras = contestExtras(contest);
  return (
    <li>
      <p className={styles.contestTitle}>{contest.title}</p>
      {extras && <p className={styles.note}>{extras}</p>}
      <dl className={styles.leaders}>
        {contest.leaders.map(({ division, entry }) => (
          <div key={division}>
            <dt>{divisionLabel(contest, division) ?? 'Leader'}</dt>
            <dd>
              {entry ? (
                <>
                  <span className={styles.name}>{leaderName(entry)}</span> <span className={styles.measure}>{entry.measurementLabel}</span>
                </>
              ) : (
                <span className={styles.note}>No entry yet</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * Each contest hole with its sponsor, prize and the leader of each division, kept current by live contest
 * events. Its room is kept while it is read; a tournament without contests shows nothing.
 */
export function ContestsPanel({ tournamentId }: { tournamentId: string }) {
  const contests = useContests(tournamentId);
  if (contests.isError || contests.data?.length === 0) return null;
  return (
    <Panel title="Contests">
      <div className={contests.data ? undefined : styles.reserved} aria-busy={!contests.data}>
        {contests.data && (
          <ul className={styles.contests} aria-label="Contest leaders">
            {contests.data.map((contest) => (
              <ContestItem key={contest.id} contest={contest} />
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
