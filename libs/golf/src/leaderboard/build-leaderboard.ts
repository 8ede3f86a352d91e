import { limits } from '@fairway/contracts/limits';
import { resolveHandicapAllowances } from '../handicap/handicap-allowances';
import { relativeToParLabel } from '../score-display/relative-to-par-label';
import { strokesByPlayer } from '../team-rounds/strokes-by-player';
import { type TeamRoundSettings } from '../team-rounds/team-round-settings.type';
import { applyTieBreak } from './apply-tie-break';
import { countbackScores } from './countback-scores';
import { type LeaderboardInput } from './leaderboard-input.type';
import { type LeaderboardRow } from './leaderboard-row.type';
import { positionLabel } from './position-label';
import { rankPositions, type Ranked } from './rank-positions';
import { teamStanding, type TeamStanding } from './team-standing';

const DEFAULT_HOLE_COUNT: number = limits.holesPerRound;

function toRow(standing: TeamStanding, position: number | null, shared: boolean, isStableford: boolean): LeaderboardRow {
  const { team, progress } = standing;
  return {
    teamId: team.id,
    teamName: team.name,
    position,
    positionLabel: positionLabel(position, shared),
    currentHole: progress.currentHole,
    currentHoleLabel: progress.currentHoleLabel,
    thru: progress.thru,
    finished: progress.finished,
    startingHole: progress.startingHole,
    completionPercentage: progress.completionPercentage,
    totalScore: standing.relativeToPar,
    totalScoreLabel: relativeToParLabel(standing.relativeToPar),
    grossTotal: standing.grossTotal,
    netTotal: standing.netTotal,
    stablefordPoints: isStableford ? standing.points : null,
    isLeader: position === 1,
  };
}

const byName = (a: TeamStanding, b: TeamStanding) => a.team.name.localeCompare(b.team.name) || a.team.id.localeCompare(b.team.id);

function rankedRows(ranked: readonly Ranked<TeamStanding>[], isStableford: boolean): LeaderboardRow[] {
  const countAt = new Map<number, number>();
  ranked.forEach(({ position }) => countAt.set(position, (countAt.get(position) ?? 0) + 1));
  return [...ranked]
    .sort((a, b) => a.position - b.position || byName(a.item, b.item))
    .map(({ item, position }) => toRow(item, position, (countAt.get(position) ?? 0) > 1, isStableford));
}

/**
 * Live leaderboard: teams ranked by score relative to par over the holes they played (Stableford:
 * by points, more is better); ties share a position unless the tie-break setting decides them by
 * countback, which only applies between finished rounds. Teams without a score come last, unranked.
 */
export function buildLeaderboard(input: LeaderboardInput): LeaderboardRow[] {
  const settings: TeamRoundSettings = {
    format: input.format,
    holes: input.holes,
    allowances: resolveHandicapAllowances(input.allowances),
    basis: input.scoreBasis ?? 'net',
    courseRating: input.courseRating ?? null,
  };
  const holeCount = input.holes.length || DEFAULT_HOLE_COUNT;
  const strokes = strokesByPlayer(input.scores);
  const standings = input.teams.map((team) => teamStanding(team, strokes, settings, holeCount));
  const isStableford = input.format === 'stableford';
  const started = standings.filter((standing) => standing.progress.thru > 0);
  const ranked = rankPositions(started, (standing) => (isStableford ? -standing.points : standing.relativeToPar));
  const holeNumbers = input.holes.map((hole) => hole.number);
  const decided = applyTieBreak(ranked, input.tieBreak ?? 'share', (standing) =>
    standing.progress.finished ? countbackScores(standing.round.countbackLines, holeNumbers) : null,
  );
  const unranked = standings.filter((standing) => standing.progress.thru === 0).sort(byName);
  return [...rankedRows(decided, isStableford), ...unranked.map((standing) => toRow(standing, null, false, isStableford))];
}
