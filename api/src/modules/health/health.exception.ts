import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum HealthExceptionCode {
  DatabaseUnavailable = 'DATABASE_UNAVAILABLE',
  Draining = 'DRAINING',
}

export class HealthException extends DomainException<HealthExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case HealthExceptionCode.DatabaseUnavailable:
      case HealthExceptionCode.Draining:
        return HttpStatus.SERVICE_UNAVAILABLE;
      default:
        return assertUnreachable(this.code);
    }
  }
}
