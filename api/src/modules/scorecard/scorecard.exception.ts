import { scoreCardMessages } from '@fairway/contracts/score-card';
import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum ScorecardExceptionCode {
  PlayerNotOnTeam = 'PLAYER_NOT_ON_TEAM',
  CardSubmitted = 'CARD_SUBMITTED',
  CardIncomplete = 'CARD_INCOMPLETE',
}

export class ScorecardException extends DomainException<ScorecardExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case ScorecardExceptionCode.PlayerNotOnTeam:
        return HttpStatus.NOT_FOUND;
      case ScorecardExceptionCode.CardSubmitted:
      case ScorecardExceptionCode.CardIncomplete:
        return HttpStatus.CONFLICT;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const playerNotOnTeam = () => new ScorecardException(ScorecardExceptionCode.PlayerNotOnTeam, 'Player not found on this team');
export const cardSubmitted = () => new ScorecardException(ScorecardExceptionCode.CardSubmitted, scoreCardMessages.cardSubmitted);
export const cardIncomplete = (scoredHoles: number) =>
  new ScorecardException(ScorecardExceptionCode.CardIncomplete, `${scoreCardMessages.cardIncomplete} ${scoredHoles} of 18 holes have a score.`);
