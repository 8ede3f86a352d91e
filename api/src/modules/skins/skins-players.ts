import type { TournamentFormat } from '@fairway/contracts';
import {
  courseHandicap,
  coursePar,
  type HandicapAllowances,
  type HoleInput,
  playerAllowancePercent,
  playingHandicap,
  type ScoreInput,
  type SkinsPlayer,
} from '@fairway/golf';
import type { CourseRating, ScoredTeam } from '../../common/scoring/round-settings';

export interface SkinsField {
  format: TournamentFormat;
  holes: readonly HoleInput[];
  allowances: HandicapAllowances;
  courseRating: CourseRating | null;
  teams: readonly ScoredTeam[];
  scores: readonly ScoreInput[];
}

/**
 * Every player as libs/golf's skins read them: the playing handicap is the course handicap (slope, rating
 * and par of the course) at the format's allowance, as the board computes it. A scramble has no allowance
 * of its own for one player, so its players play skins at the individual stroke-play allowance.
 */
export function skinsPlayers(field: SkinsField): SkinsPlayer[] {
  const course = field.courseRating ? { ...field.courseRating, par: coursePar(field.holes) } : null;
  const strokes = new Map<string, Map<number, number>>();
  for (const score of field.scores) {
    const byHole = strokes.get(score.playerId) ?? new Map<number, number>();
    byHole.set(score.hole, score.strokes);
    strokes.set(score.playerId, byHole);
  }
  return field.teams.flatMap((team) => {
    const allowance = playerAllowancePercent(field.format, team.players.length, field.allowances) ?? field.allowances.strokePlay;
    return [...team.players]
      .sort((a, b) => a.position - b.position)
      .map((player) => ({
        id: player.id,
        name: player.name,
        teamId: team.id,
        teamName: team.name,
        playingHandicap: playingHandicap(courseHandicap(Number(player.handicap), course), allowance),
        strokes: strokes.get(player.id) ?? new Map<number, number>(),
      }));
  });
}
