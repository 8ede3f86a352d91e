import { type Tournament } from '@fairway/contracts';
import { centsToDollars } from '@fairway/golf';
import { toHoles } from '../course/course.mapper';
import type { TournamentEntity } from './tournament.entity';

/** The API shape of a stored tournament: money in dollars, the course as its name. */
export function toTournamentResponse(entity: TournamentEntity): Tournament {
  return {
    id: entity.id,
    name: entity.name,
    course: entity.courseName,
    courseId: entity.courseId,
    date: entity.date,
    format: entity.format,
    holes: toHoles(entity.holes),
    adminUserId: entity.adminUserId,
    status: entity.status,
    charityName: entity.charityName,
    charityGoal: centsToDollars(entity.charityGoalCents),
    charityRaised: centsToDollars(entity.charityRaisedCents),
    sponsors: entity.sponsors,
    charityPaypalLink: entity.charityPaypalLink,
    tieBreak: entity.tieBreak,
    handicapAllowances: entity.handicapAllowances,
    timeZone: entity.timeZone,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}
