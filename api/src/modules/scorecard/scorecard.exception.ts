import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum ScorecardExceptionCode {
  PlayerNotOnTeam = 'PLAYER_NOT_ON_TEAM',
}

export class ScorecardException extends DomainException<ScorecardExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case ScorecardExceptionCode.PlayerNotOnTeam:
        return HttpStatus.NOT_FOUND;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const playerNotOnTeam = () => new ScorecardException(ScorecardExceptionCode.PlayerNotOnTeam, 'Player not found on this team');
