import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum EventTeamExceptionCode {
  NotFound = 'EVENT_MEMBER_NOT_FOUND',
  Invalid = 'EVENT_MEMBER_INVALID',
  Conflict = 'EVENT_MEMBER_CONFLICT',
  Withdrawn = 'EVENT_INVITATION_WITHDRAWN',
  WrongAccount = 'EVENT_INVITATION_WRONG_ACCOUNT',
}

/**
 * The event team: an unknown member or invitation code (404), refused input (400: contests of another event),
 * a state that forbids it (409: the team is full, already a member, the owner's own invitation, accepted
 * already), a withdrawn invitation (410) and an invitation for another e-mail address (403).
 */
export class EventTeamException extends DomainException<EventTeamExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case EventTeamExceptionCode.NotFound:
        return HttpStatus.NOT_FOUND;
      case EventTeamExceptionCode.Invalid:
        return HttpStatus.BAD_REQUEST;
      case EventTeamExceptionCode.Conflict:
        return HttpStatus.CONFLICT;
      case EventTeamExceptionCode.Withdrawn:
        return HttpStatus.GONE;
      case EventTeamExceptionCode.WrongAccount:
        return HttpStatus.FORBIDDEN;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const eventMemberNotFound = (message: string) => new EventTeamException(EventTeamExceptionCode.NotFound, message);
export const eventMemberInvalid = (message: string, field?: string) =>
  new EventTeamException(EventTeamExceptionCode.Invalid, message, field ? [{ path: field, message }] : undefined);
export const eventMemberConflict = (message: string) => new EventTeamException(EventTeamExceptionCode.Conflict, message);
export const invitationWithdrawn = (message: string) => new EventTeamException(EventTeamExceptionCode.Withdrawn, message);
export const invitationForAnotherAccount = (message: string) => new EventTeamException(EventTeamExceptionCode.WrongAccount, message);
