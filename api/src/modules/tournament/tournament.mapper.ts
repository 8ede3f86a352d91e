import { type PublicTournament, type Tournament, type TournamentRecord } from '@fairway/contracts';
import { can, type EventRole } from '@fairway/contracts/event-team';
import { type AuthUser, isTournamentAdmin } from '../../common/auth';
import { centsToDollars } from '@fairway/golf';
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
 * The tournament as the caller reads it: their role there and what it lets them do, and the admin's account id
 * only for its organisers (the spec's "the adminUserId equals the user's e-mail or uid" stays true on the
 * admin's own screens). Without `myRole` (a tournament the caller just made) the caller is its owner or nobody.
 */
export function toCallerTournament(
  record: TournamentRecord,
  caller: AuthUser | null,
  isMember: boolean,
  myRole: EventRole | null = isTournamentAdmin(caller, record) ? 'owner' : null,
): Tournament {
  const canManage = can(myRole, 'event.edit');
  return { ...toPublicTournament(record), canManage, isMember, myRole, ...(canManage ? { adminUserId: record.adminUserId } : {}) };
}
