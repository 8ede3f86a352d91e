import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../errors/assert-unreachable';
import { DomainException } from '../errors/domain.exception';

export enum AuthExceptionCode {
  SignInRequired = 'SIGN_IN_REQUIRED',
  InvalidToken = 'INVALID_TOKEN',
  Forbidden = 'FORBIDDEN',
  /** The caller's role on the event was revoked: their next request is refused with this code, and their open page says so. */
  EventRoleRevoked = 'EVENT_ROLE_REVOKED',
}

export class AuthException extends DomainException<AuthExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case AuthExceptionCode.SignInRequired:
      case AuthExceptionCode.InvalidToken:
        return HttpStatus.UNAUTHORIZED;
      case AuthExceptionCode.Forbidden:
      case AuthExceptionCode.EventRoleRevoked:
        return HttpStatus.FORBIDDEN;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const signInRequired = () => new AuthException(AuthExceptionCode.SignInRequired, 'Sign in to do this.');
export const forbidden = (message: string) => new AuthException(AuthExceptionCode.Forbidden, message);
