import { limits, type HoleScoresEventData, type LeaderboardResponse } from '@fairway/contracts';
import type { ActivityKind } from '@fairway/contracts/live-event';
import { formatUsd } from '@fairway/golf';

export interface NewActivity {
  kind: ActivityKind;
  title: string;
  message: string;
  teamId: string | null;
  /** The same happening read twice (a replayed score, two replicas) is kept once. */
  dedupeKey: string;
}

export interface ActivityInput {
  parByHole: ReadonlyMap<number, number>;
  previous: LeaderboardResponse | undefined;
  board: LeaderboardResponse;
  holeScores: readonly HoleScoresEventData[];
  charityName: string;
  milestonesCrossed: readonly number[];
}

const SCORE_NAMES: Record<number, { kind: ActivityKind; name: string }> = {
  [-1]: { kind: 'birdie', name: 'Birdie' },
  [-2]: { kind: 'eagle', name: 'Eagle' },
  [-3]: { kind: 'albatross', name: 'Albatross' },
};

function scoreName(strokes: number, par: number): { kind: ActivityKind; name: string } | undefined {
  if (strokes === 1) return { kind: 'hole-in-one', name: 'Hole in one' };
  return SCORE_NAMES[Math.max(strokes - par, -3)];
}

function goodScores({ parByHole, board, holeScores }: ActivityInput): NewActivity[] {
  const teamNames = new Map(board.rows.map((row) => [row.teamId, row.teamName]));
  return holeScores.flatMap(({ teamId, hole, scores }) => {
    const par = parByHole.get(hole);
    if (par === undefined) return [];
    return scores.flatMap((score) => {
      const named = scoreName(score.strokes, par);
      if (!named) return [];
      return [
        {
          kind: named.kind,
          title: `${named.name} on hole ${hole}`,
          message: `${score.playerName} (${teamNames.get(teamId) ?? 'a team'}) made ${named.kind === 'hole-in-one' ? 'a hole in one' : `${named.kind === 'eagle' || named.kind === 'albatross' ? 'an' : 'a'} ${named.name.toLowerCase()}`} on hole ${hole} (par ${par})`,
          teamId,
          dedupeKey: `score:${score.playerId}:${hole}:${score.strokes}`,
        },
      ];
    });
  });
}

function teamsFinished({ board, parByHole }: ActivityInput): NewActivity[] {
  const holes = parByHole.size || limits.holesPerRound;
  return board.rows
    .filter((row) => row.thru >= holes)
    .map((row) => ({
      kind: 'team-finished' as const,
      title: 'Team finished',
      message: `${row.teamName} finished the round at ${row.totalScoreLabel} (gross ${row.grossTotal}, net ${row.netTotal})`,
      teamId: row.teamId,
      dedupeKey: `finished:${row.teamId}`,
    }));
}

const soleLeader = (board: LeaderboardResponse | undefined) => {
  const leaders = board?.rows.filter((row) => row.isLeader && row.position === 1) ?? [];
  return leaders.length === 1 ? leaders[0] : undefined;
};

function leaderChange({ previous, board }: ActivityInput): NewActivity[] {
  const leader = soleLeader(board);
  const hadLeaders = previous?.rows.some((row) => row.isLeader && row.position !== null) ?? false;
  if (!leader || !hadLeaders || soleLeader(previous)?.teamId === leader.teamId) return [];
  return [
    {
      kind: 'leader-change',
      title: 'Leader change',
      message: `${leader.teamName} takes the lead at ${leader.totalScoreLabel} thru ${leader.thru}`,
      teamId: leader.teamId,
      dedupeKey: `leader:${leader.teamId}:${board.updatedAt}`,
    },
  ];
}

/** Money raised: one item per milestone crossed (a fundraising change tells only these). */
export function milestoneActivity(charityName: string, milestonesCrossed: readonly number[]): NewActivity[] {
  return milestonesCrossed.map((dollars) => ({
    kind: 'charity-milestone' as const,
    title: 'Charity milestone',
    message: `${formatUsd(dollars * 100)} raised for ${charityName}`,
    teamId: null,
    dedupeKey: `milestone:${dollars}`,
  }));
}

/** What a change is worth telling the room: birdies and better, finished rounds, a new leader, money raised. */
export function detectActivity(input: ActivityInput): NewActivity[] {
  return [...goodScores(input), ...teamsFinished(input), ...leaderChange(input), ...milestoneActivity(input.charityName, input.milestonesCrossed)];
}
