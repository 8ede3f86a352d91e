import { scoreCardMessages } from '@fairway/contracts/score-card';
import { limits, messages } from '@fairway/contracts';
import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum ScoreExceptionCode {
  PlayerNotOnTeam = 'PLAYER_NOT_ON_TEAM',
  CardSubmitted = 'CARD_SUBMITTED',
  CardIncomplete = 'CARD_INCOMPLETE',
}

export class ScoreException extends DomainException<ScoreExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case ScoreExceptionCode.PlayerNotOnTeam:
        return HttpStatus.NOT_FOUND;
      case ScoreExceptionCode.CardSubmitted:
      case ScoreExceptionCode.CardIncomplete:
        return HttpStatus.CONFLICT;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const playerNotOnTeam = () => new ScoreException(ScoreExceptionCode.PlayerNotOnTeam, messages.score.playerNotOnTeam);
export const cardSubmitted = () => new ScoreException(ScoreExceptionCode.CardSubmitted, scoreCardMessages.cardSubmitted);
export const cardIncomplete = (scoredHoles: number) =>
  new ScoreException(ScoreExceptionCode.CardIncomplete, `${scoreCardMessages.cardIncomplete} ${scoredHoles} of ${limits.holesPerRound} holes have a score.`);
