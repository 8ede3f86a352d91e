import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';
import type { Issue } from './answers';

export enum RegistrationExceptionCode {
  NotFound = 'REGISTRATION_NOT_FOUND',
  Invalid = 'REGISTRATION_INVALID',
  Conflict = 'REGISTRATION_CONFLICT',
  Closed = 'REGISTRATION_CLOSED',
  PaymentUnavailable = 'REGISTRATION_PAYMENT_UNAVAILABLE',
}

/**
 * Registration: a missing registration, product or promo code (404), refused input (400: answers, waiver,
 * price, refund amount), a state that forbids it (409: promo code used up or expired, sold out, stale waiver,
 * registration closed, online payment unavailable).
 */
export class RegistrationException extends DomainException<RegistrationExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case RegistrationExceptionCode.NotFound:
        return HttpStatus.NOT_FOUND;
      case RegistrationExceptionCode.Invalid:
        return HttpStatus.BAD_REQUEST;
      case RegistrationExceptionCode.Conflict:
      case RegistrationExceptionCode.Closed:
      case RegistrationExceptionCode.PaymentUnavailable:
        return HttpStatus.CONFLICT;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const registrationNotFound = (message: string) => new RegistrationException(RegistrationExceptionCode.NotFound, message);
/** `field` names the body field the message is about, so forms can show it there. */
export const registrationInvalid = (message: string, field?: string) =>
  new RegistrationException(RegistrationExceptionCode.Invalid, message, field ? [{ path: field, message }] : undefined);
/** Every issue found at once, the first as the message. */
export const registrationIssues = (issues: readonly Issue[]) =>
  new RegistrationException(RegistrationExceptionCode.Invalid, issues[0]?.message ?? 'Invalid registration', [...issues]);
export const registrationConflict = (message: string, field?: string) =>
  new RegistrationException(RegistrationExceptionCode.Conflict, message, field ? [{ path: field, message }] : undefined);
export const registrationClosed = (message: string) => new RegistrationException(RegistrationExceptionCode.Closed, message);
export const paymentUnavailable = (message: string) => new RegistrationException(RegistrationExceptionCode.PaymentUnavailable, message);
