import { resolveHandicapAllowances, type TeamInput, type TeamRoundSettings } from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import { CourseTeeEntity } from '../course/course.entity';
import type { TeamEntity } from '../team/team.entity';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { scoringCard } from './scoring-card';

export interface CourseRating {
  slope: number | null;
  rating: number | null;
}

/**
 * Slope and Course Rating of the first tee (the tee whose holes the tournament uses) of the course the
 * tournament is linked to; null without a linked course, so course handicap = Handicap Index.
 */
export async function findCourseRating(manager: EntityManager, courseId: string | null): Promise<CourseRating | null> {
  if (!courseId) return null;
  const tee = await manager.findOne(CourseTeeEntity, {
    select: { slope: true, courseRating: true },
    where: { courseId },
    order: { sortOrder: 'ASC' },
  });
  return tee ? { slope: tee.slope, rating: tee.courseRating } : null;
}

/** Everything libs/golf needs from a tournament to score a team: format, card, allowances, ratings. */
export function teamRoundSettings(tournament: TournamentEntity, courseRating: CourseRating | null): TeamRoundSettings {
  return {
    format: tournament.format,
    holes: scoringCard(tournament.holes),
    allowances: resolveHandicapAllowances(tournament.handicapAllowances),
    basis: 'net',
    courseRating,
  };
}

/** A team and its roster (in position order) as libs/golf reads them. */
export function toTeamInput(team: TeamEntity): TeamInput {
  const players = [...team.players].sort((a, b) => a.position - b.position);
  return {
    id: team.id,
    name: team.name,
    startingHole: team.startingHole,
    players: players.map((player) => ({ id: player.id, name: player.name, handicap: Number(player.handicap) })),
  };
}
