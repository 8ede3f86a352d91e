import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

/** The identity service's refusals, named as Firebase's servers name them: the Firebase client maps each to its auth/ code. */
export enum IdentityExceptionCode {
  /** auth/operation-not-allowed */
  OperationNotAllowed = 'OPERATION_NOT_ALLOWED',
  /** auth/invalid-user-token: not a token this service signed. */
  InvalidIdToken = 'INVALID_ID_TOKEN',
  /** auth/user-token-expired: the session was ended by sign-out-everywhere (the client signs out). */
  TokenExpired = 'TOKEN_EXPIRED',
  InvalidRefreshToken = 'INVALID_REFRESH_TOKEN',
  /** The Auth emulator behind the service could not be reached. */
  Unavailable = 'UNAVAILABLE',
  /** Sign out everywhere needs the admin SDK's credentials, which a real project's API may lack. */
  RevocationUnavailable = 'REVOCATION_UNAVAILABLE',
}

export class IdentityException extends DomainException<IdentityExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case IdentityExceptionCode.OperationNotAllowed:
      case IdentityExceptionCode.InvalidIdToken:
      case IdentityExceptionCode.TokenExpired:
      case IdentityExceptionCode.InvalidRefreshToken:
        return HttpStatus.BAD_REQUEST;
      case IdentityExceptionCode.Unavailable:
      case IdentityExceptionCode.RevocationUnavailable:
        return HttpStatus.SERVICE_UNAVAILABLE;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const identityMessages = {
  operationNotAllowed: 'This sign-in method is not offered here. Sign in with your e-mail and password.',
  invalidIdToken: 'Your sign-in is not valid. Please sign in again.',
  sessionEnded: 'This sign-in has ended (signed out everywhere). Please sign in again.',
  invalidRefreshToken: 'Your sign-in is not valid. Please sign in again.',
  unavailable: 'The sign-in service is not reachable. Please try again in a moment.',
  revocationUnavailable: 'Signing out everywhere needs the API to hold a Firebase service account (GOOGLE_APPLICATION_CREDENTIALS).',
} as const;
