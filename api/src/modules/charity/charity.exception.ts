import { HttpStatus } from '@nestjs/common';
import { messages } from '@fairway/contracts';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum CharityExceptionCode {
  TournamentNotFound = 'CHARITY_TOURNAMENT_NOT_FOUND',
}

export class CharityException extends DomainException<CharityExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case CharityExceptionCode.TournamentNotFound:
        return HttpStatus.NOT_FOUND;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const charityTournamentNotFound = () =>
  new CharityException(CharityExceptionCode.TournamentNotFound, messages.tournament.notFound);
