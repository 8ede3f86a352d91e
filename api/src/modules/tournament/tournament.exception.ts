import { HttpStatus } from '@nestjs/common';
import { messages } from '@fairway/contracts';
import { AuthException, AuthExceptionCode } from '../../common/auth/auth.exception';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum TournamentExceptionCode {
  NotFound = 'TOURNAMENT_NOT_FOUND',
}

export class TournamentException extends DomainException<TournamentExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case TournamentExceptionCode.NotFound:
        return HttpStatus.NOT_FOUND;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const tournamentNotFound = () => new TournamentException(TournamentExceptionCode.NotFound, messages.tournament.notFound);

/** The sign-in message the create dialog shows, for creating a tournament signed out (a 401 like every missing sign-in). */
export const mustBeSignedInToCreate = () => new AuthException(AuthExceptionCode.SignInRequired, messages.tournament.mustBeSignedIn);
