import { stablefordPoints } from '../formats/stableford-points';
import { resolveHandicapAllowances } from '../handicap/handicap-allowances';
import { playerRound } from '../team-rounds/player-round';
import { strokesByPlayer } from '../team-rounds/strokes-by-player';
import { type IndividualLeaderboardInput } from './individual-leaderboard.type';

/** Each player's Stableford points (net, at the Stableford allowance) over the holes they scored. */
export function stablefordTotals(input: IndividualLeaderboardInput): Map<string, number> {
  const allowance = resolveHandicapAllowances(input.allowances).stableford;
  const strokes = strokesByPlayer(input.scores);
  const settings = { holes: input.holes, courseRating: input.courseRating ?? null };
  const parByHole = new Map(input.holes.map((hole) => [hole.number, hole.par]));
  const totals = new Map<string, number>();
  for (const player of input.teams.flatMap((team) => team.players)) {
    const round = playerRound(player, strokes.get(player.id), allowance, settings);
    let points = 0;
    round.scores.forEach((score, hole) => (points += stablefordPoints(score.net, parByHole.get(hole) ?? 0)));
    totals.set(player.id, points);
  }
  return totals;
}
