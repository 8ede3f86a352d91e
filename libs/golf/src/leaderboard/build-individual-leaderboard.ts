import { resolveHandicapAllowances } from '../handicap/handicap-allowances';
import { roundProgress } from '../round-progress/round-progress';
import { relativeToParLabel } from '../score-display/relative-to-par-label';
import { playerRound } from '../team-rounds/player-round';
import { strokesByPlayer } from '../team-rounds/strokes-by-player';
import { type IndividualLeaderboardInput, type IndividualLeaderboardRow } from './individual-leaderboard.type';
import { positionLabel } from './position-label';
import { rankPositions } from './rank-positions';

type Unranked = Omit<IndividualLeaderboardRow, 'position' | 'positionLabel' | 'isLeader'>;

function playerRows(input: IndividualLeaderboardInput): Unranked[] {
  const allowance = resolveHandicapAllowances(input.allowances).strokePlay;
  const strokes = strokesByPlayer(input.scores);
  const parByHole = new Map(input.holes.map((hole) => [hole.number, hole.par]));
  const settings = { holes: input.holes, courseRating: input.courseRating ?? null };
  return input.teams.flatMap((team) =>
    team.players.map((player) => {
      const round = playerRound(player, strokes.get(player.id), allowance, settings);
      const scores = [...round.scores.entries()];
      const grossTotal = scores.reduce((sum, [, score]) => sum + score.gross, 0);
      const netTotal = scores.reduce((sum, [, score]) => sum + score.net, 0);
      const parTotal = scores.reduce((sum, [hole]) => sum + (parByHole.get(hole) ?? 0), 0);
      const totalScore = (input.scoreBasis === 'gross' ? grossTotal : netTotal) - parTotal;
      const progress = roundProgress(team.startingHole, round.scores.keys(), input.holes.length || 18);
      return {
        playerId: player.id,
        playerName: player.name ?? '',
        teamId: team.id,
        teamName: team.name,
        playingHandicap: round.playingHandicap,
        thru: progress.thru,
        finished: progress.finished,
        totalScore,
        totalScoreLabel: relativeToParLabel(totalScore),
        grossTotal,
        netTotal,
      };
    }),
  );
}

/** Every player ranked by their own score relative to par (ties share); players without a score come last. */
export function buildIndividualLeaderboard(input: IndividualLeaderboardInput): IndividualLeaderboardRow[] {
  const rows = playerRows(input);
  const ranked = rankPositions(
    rows.filter((row) => row.thru > 0),
    (row) => row.totalScore,
  );
  const sharing = (position: number) => ranked.filter((entry) => entry.position === position).length > 1;
  const rankedRows = ranked.map(({ item, position }) => ({
    ...item,
    position,
    positionLabel: positionLabel(position, sharing(position)),
    isLeader: position === 1,
  }));
  const unranked = rows.filter((row) => row.thru === 0).map((row) => ({ ...row, position: null, positionLabel: '-', isLeader: false }));
  return [...rankedRows, ...unranked];
}
