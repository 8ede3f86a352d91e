import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from './assert-unreachable';
import { DomainException } from './domain.exception';

export enum RequestValidationExceptionCode {
  InvalidRequest = 'INVALID_REQUEST',
}

export interface ValidationIssue {
  path: string;
  message: string;
}

export class RequestValidationException extends DomainException<RequestValidationExceptionCode> {
  constructor(issues: ValidationIssue[]) {
    super(RequestValidationExceptionCode.InvalidRequest, 'Request validation failed', issues);
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
