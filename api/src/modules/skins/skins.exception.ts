import { HttpStatus } from '@nestjs/common';
import { skinsMessages } from '@fairway/contracts/skins';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum SkinsExceptionCode {
  NotConfigured = 'SKINS_NOT_CONFIGURED',
  UnknownEntrant = 'SKINS_UNKNOWN_ENTRANT',
}

export class SkinsException extends DomainException<SkinsExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case SkinsExceptionCode.NotConfigured:
        return HttpStatus.NOT_FOUND;
      case SkinsExceptionCode.UnknownEntrant:
        return HttpStatus.BAD_REQUEST;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const skinsNotConfigured = () => new SkinsException(SkinsExceptionCode.NotConfigured, skinsMessages.notConfigured);
export const unknownEntrant = () =>
  new SkinsException(SkinsExceptionCode.UnknownEntrant, skinsMessages.unknownEntrant, [{ path: 'entrantIds', message: skinsMessages.unknownEntrant }]);
