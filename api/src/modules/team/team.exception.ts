import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum TeamExceptionCode {
  TeamNotFound = 'TEAM_NOT_FOUND',
  PlayerNotFound = 'PLAYER_NOT_FOUND',
  InviteCodeNotFound = 'INVITE_CODE_NOT_FOUND',
  TeamFull = 'TEAM_FULL',
  PositionTaken = 'POSITION_TAKEN',
  RosterConflict = 'ROSTER_CONFLICT',
  InviteCodeExhausted = 'INVITE_CODE_EXHAUSTED',
  UnstorableText = 'UNSTORABLE_TEXT',
}

export class TeamException extends DomainException<TeamExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case TeamExceptionCode.TeamNotFound:
      case TeamExceptionCode.PlayerNotFound:
      case TeamExceptionCode.InviteCodeNotFound:
        return HttpStatus.NOT_FOUND;
      case TeamExceptionCode.TeamFull:
      case TeamExceptionCode.PositionTaken:
      case TeamExceptionCode.RosterConflict:
      case TeamExceptionCode.InviteCodeExhausted:
        return HttpStatus.CONFLICT;
      case TeamExceptionCode.UnstorableText:
        return HttpStatus.BAD_REQUEST;
      default:
        return assertUnreachable(this.code);
    }
  }
}
