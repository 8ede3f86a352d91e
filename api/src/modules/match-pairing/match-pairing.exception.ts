import { HttpStatus } from '@nestjs/common';
import { matchPairingMessages } from '@fairway/contracts/match-pairing';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum MatchPairingExceptionCode {
  NotMatchPlay = 'MATCH_PAIRING_NOT_MATCH_PLAY',
  UnknownTeam = 'MATCH_PAIRING_UNKNOWN_TEAM',
}

export class MatchPairingException extends DomainException<MatchPairingExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case MatchPairingExceptionCode.NotMatchPlay:
      case MatchPairingExceptionCode.UnknownTeam:
        return HttpStatus.BAD_REQUEST;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const notMatchPlay = () => new MatchPairingException(MatchPairingExceptionCode.NotMatchPlay, matchPairingMessages.notMatchPlay);
export const unknownTeam = () => new MatchPairingException(MatchPairingExceptionCode.UnknownTeam, matchPairingMessages.unknownTeam);
