import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../errors/assert-unreachable';
import { DomainException } from '../errors/domain.exception';

export enum WriteLimitExceptionCode {
  TooManyRequests = 'TOO_MANY_REQUESTS',
}

export class WriteLimitException extends DomainException<WriteLimitExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case WriteLimitExceptionCode.TooManyRequests:
        return HttpStatus.TOO_MANY_REQUESTS;
      default:
        return assertUnreachable(this.code);
    }
  }
}
