import { type PublicTournament, type Tournament, type TournamentRecord } from '@fairway/contracts';
import { centsToDollars } from '@fairway/golf';
import { type AuthUser, isTournamentAdmin } from '../../common/auth';
import { toHoles } from '../course/course.mapper';
import type { TournamentEntity } from './tournament.entity';

/** A stored tournament in the API's shape (money in dollars, the course as its name), with its admin's account id. */
export function toTournamentRecord(entity: TournamentEntity): TournamentRecord {
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

/** What everyone may read of a tournament: without its admin's account id. */
export function toPublicTournament({ adminUserId: _private, ...rest }: TournamentRecord): PublicTournament {
  return rest;
}

/**
 * The tournament as `caller` reads it: what they may do there, and the admin's account id only for the
 * admin (the spec's "the adminUserId equals the user's e-mail or uid" stays true on the admin's own screens).
 */
export function toCallerTournament(record: TournamentRecord, caller: AuthUser | null, isMember: boolean): Tournament {
  const canManage = isTournamentAdmin(caller, record);
  return { ...toPublicTournament(record), canManage, isMember, ...(canManage ? { adminUserId: record.adminUserId } : {}) };
}
