import { HttpStatus } from '@nestjs/common';
import { startsMessages } from '@fairway/contracts/starts';
import { assertUnreachable } from '../../../common/errors/assert-unreachable';
import { DomainException } from '../../../common/errors/domain.exception';

export enum StartsExceptionCode {
  Locked = 'STARTS_LOCKED',
  NotPlanned = 'STARTS_NOT_PLANNED',
  DoesNotFit = 'STARTS_DO_NOT_FIT',
  HoleProblem = 'STARTS_HOLE_PROBLEM',
  TeamNotInField = 'STARTS_TEAM_NOT_IN_FIELD',
  HoleInvalid = 'STARTS_HOLE_INVALID',
}

export class StartsException extends DomainException<StartsExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case StartsExceptionCode.Locked:
      case StartsExceptionCode.NotPlanned:
      case StartsExceptionCode.DoesNotFit:
      case StartsExceptionCode.HoleProblem:
        return HttpStatus.CONFLICT;
      case StartsExceptionCode.TeamNotInField:
        return HttpStatus.NOT_FOUND;
      case StartsExceptionCode.HoleInvalid:
        return HttpStatus.BAD_REQUEST;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const startsLocked = () => new StartsException(StartsExceptionCode.Locked, startsMessages.locked);
export const startsNotPlanned = () => new StartsException(StartsExceptionCode.NotPlanned, startsMessages.notPlanned);
export const startsDoNotFit = (message: string) => new StartsException(StartsExceptionCode.DoesNotFit, message);
export const startsHoleProblem = (message: string) => new StartsException(StartsExceptionCode.HoleProblem, message);
export const teamNotInField = () => new StartsException(StartsExceptionCode.TeamNotInField, startsMessages.teamNotInField);
export const startHoleInvalid = (message: string) => new StartsException(StartsExceptionCode.HoleInvalid, message);
