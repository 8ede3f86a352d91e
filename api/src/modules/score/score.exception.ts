import { HttpStatus } from '@nestjs/common';
import { messages } from '@fairway/contracts';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum ScoreExceptionCode {
  TournamentNotFound = 'SCORE_TOURNAMENT_NOT_FOUND',
  TeamNotFound = 'SCORE_TEAM_NOT_FOUND',
  PlayerNotFound = 'SCORE_PLAYER_NOT_FOUND',
}

export class ScoreException extends DomainException<ScoreExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case ScoreExceptionCode.TournamentNotFound:
      case ScoreExceptionCode.TeamNotFound:
      case ScoreExceptionCode.PlayerNotFound:
        return HttpStatus.NOT_FOUND;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const tournamentNotFound = () => new ScoreException(ScoreExceptionCode.TournamentNotFound, messages.tournament.notFound);
export const teamNotFound = () => new ScoreException(ScoreExceptionCode.TeamNotFound, 'Team not found in this tournament');
export const playerNotFound = () => new ScoreException(ScoreExceptionCode.PlayerNotFound, 'Player not found on this team');
