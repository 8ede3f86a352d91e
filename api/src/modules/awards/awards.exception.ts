import { HttpStatus } from '@nestjs/common';
import { awardsMessages } from '@fairway/contracts/awards';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum AwardsExceptionCode {
  RevealOutOfOrder = 'AWARDS_REVEAL_OUT_OF_ORDER',
  ScoringOpen = 'AWARDS_SCORING_OPEN',
}

export class AwardsException extends DomainException<AwardsExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case AwardsExceptionCode.RevealOutOfOrder:
      case AwardsExceptionCode.ScoringOpen:
        return HttpStatus.CONFLICT;
      default:
        return assertUnreachable(this.code);
    }
  }
}

type RevealMessage = 'notStarted' | 'alreadyFinished' | 'revealFirst' | 'nothingAnnounced' | 'awardsLeft' | 'noMoreAwards';
export const revealRefused = (key: RevealMessage) => new AwardsException(AwardsExceptionCode.RevealOutOfOrder, awardsMessages[key]);
export const scoringOpen = () => new AwardsException(AwardsExceptionCode.ScoringOpen, awardsMessages.scoringOpen);
