import { useContests } from '@fairway/api-client';
import type { Contest } from '@fairway/contracts/contest';
import { measuredIn } from '@fairway/contracts/contest-measurement';
import type { Team } from '@fairway/contracts/team';
import { contestKindLabels, stationMessages } from '@fairway/contracts/contest-texts';
import { useState } from 'react';
import { leaderText } from '../../../shared/model/contest-measurement';
import { MyMeasurementForm } from './my-measurement-form';
import styles from './hole-extras.module.css';

interface HoleContestsProps {
  tournamentId: string;
  team: Team;
  hole: number;
  locked: boolean;
}

/** Each contest on this hole with its current leader (kept live by `contests` events), and a player's own entry. */
export function HoleContests({ tournamentId, team, hole, locked }: HoleContestsProps) {
  const { data: contests = [] } = useContests(tournamentId);
  const here = contests.filter((contest) => contest.hole === hole);
  return (
    <>
      {here.map((contest) => (
        <HoleContest key={contest.id} tournamentId={tournamentId} contest={contest} team={team} locked={locked} />
      ))}
    </>
  );
}

function HoleContest({ tournamentId, contest, team, locked }: { tournamentId: string; contest: Contest; team: Team; locked: boolean }) {
  const [entering, setEntering] = useState(false);
  const canEnter = contest.playerEntriesAllowed && measuredIn(contest) !== 'nothing' && !locked;
  const named = contest.leaders.length > 1;
  // The hole is the one on screen: the kind names the contest.
  const name = contestKindLabels[contest.kind];
  return (
    <div className={styles.contest} aria-label={name} role="group">
      {contest.leaders.map(({ division, entry }) => (
        <p key={division}>
          <strong>
            {name}
            {named ? ` (${division})` : ''}:
          </strong>{' '}
          {entry ? leaderText(entry) : stationMessages.noLeader}
        </p>
      ))}
      {contest.sponsorName && <p className={styles.note}>Sponsored by {contest.sponsorName}</p>}
      {canEnter && !entering && (
        <button type="button" className={styles.plainButton} onClick={() => setEntering(true)}>
          Enter my measurement
        </button>
      )}
      {canEnter && entering && <MyMeasurementForm tournamentId={tournamentId} contest={contest} team={team} onClose={() => setEntering(false)} />}
    </div>
  );
}
