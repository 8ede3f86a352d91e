import type { ErrorDetail } from '@fairway/contracts';
import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from './assert-unreachable';
import { DomainException } from './domain.exception';

export enum RequestValidationExceptionCode {
  InvalidRequest = 'INVALID_REQUEST',
}

/** The contracts' field messages themselves, so a client can show the server's message as it is. */
function summarise(issues: ErrorDetail[]): string {
  const messages = [...new Set(issues.map((issue) => issue.message))];
  return messages.length ? messages.join('; ') : 'Request validation failed';
}

export class RequestValidationException extends DomainException<RequestValidationExceptionCode> {
  constructor(issues: ErrorDetail[]) {
    super(RequestValidationExceptionCode.InvalidRequest, summarise(issues), issues);
  }

  get httpStatus(): HttpStatus {
    switch (this.code) {
      case RequestValidationExceptionCode.InvalidRequest:
        return HttpStatus.BAD_REQUEST;
      default:
        return assertUnreachable(this.code);
    }
  }
}
