import { HttpStatus } from '@nestjs/common';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

// The codes keep their first names: clients that branch on a failure's code read them, like the routes' URLs.
export enum FundraisingExceptionCode {
  NotFound = 'CHARITY_NOT_FOUND',
  Invalid = 'CHARITY_INVALID',
  Conflict = 'CHARITY_CONFLICT',
  TooLarge = 'CHARITY_TOO_LARGE',
}

/** Fundraising: a missing entry, sponsor, add-on or pledge (404), a refused input (400), a state that forbids it (409). */
export class FundraisingException extends DomainException<FundraisingExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case FundraisingExceptionCode.NotFound:
        return HttpStatus.NOT_FOUND;
      case FundraisingExceptionCode.Invalid:
        return HttpStatus.BAD_REQUEST;
      case FundraisingExceptionCode.Conflict:
        return HttpStatus.CONFLICT;
      case FundraisingExceptionCode.TooLarge:
        return HttpStatus.PAYLOAD_TOO_LARGE;
      default:
        return assertUnreachable(this.code);
    }
  }
}

type Message = (typeof fundraisingMessages)[keyof typeof fundraisingMessages];
type Text = Extract<Message, string>;

export const fundraisingNotFound = (message: Text) => new FundraisingException(FundraisingExceptionCode.NotFound, message);
/** `field` names the body field the message is about, so forms can show it there. */
export const fundraisingInvalid = (message: string, field?: string) =>
  new FundraisingException(FundraisingExceptionCode.Invalid, message, field ? [{ path: field, message }] : undefined);
export const fundraisingConflict = (message: string) => new FundraisingException(FundraisingExceptionCode.Conflict, message);
export const fundraisingTooLarge = (message: string) => new FundraisingException(FundraisingExceptionCode.TooLarge, message);
