import { HttpStatus } from '@nestjs/common';
import { messages } from '@fairway/contracts';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum LeaderboardExceptionCode {
  NoActiveTournament = 'LEADERBOARD_NO_ACTIVE_TOURNAMENT',
}

export class LeaderboardException extends DomainException<LeaderboardExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case LeaderboardExceptionCode.NoActiveTournament:
        return HttpStatus.NOT_FOUND;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const noActiveTournament = () => new LeaderboardException(LeaderboardExceptionCode.NoActiveTournament, messages.pages.noTournamentsToday);
