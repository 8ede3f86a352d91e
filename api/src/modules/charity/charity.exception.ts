import { HttpStatus } from '@nestjs/common';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum CharityExceptionCode {
  NotFound = 'CHARITY_NOT_FOUND',
  Invalid = 'CHARITY_INVALID',
  Conflict = 'CHARITY_CONFLICT',
  TooLarge = 'CHARITY_TOO_LARGE',
}

/** The day's money: a missing entry, sponsor, add-on or pledge (404), a refused input (400), a state that forbids it (409). */
export class CharityException extends DomainException<CharityExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case CharityExceptionCode.NotFound:
        return HttpStatus.NOT_FOUND;
      case CharityExceptionCode.Invalid:
        return HttpStatus.BAD_REQUEST;
      case CharityExceptionCode.Conflict:
        return HttpStatus.CONFLICT;
      case CharityExceptionCode.TooLarge:
        return HttpStatus.PAYLOAD_TOO_LARGE;
      default:
        return assertUnreachable(this.code);
    }
  }
}

type Message = (typeof fundraisingMessages)[keyof typeof fundraisingMessages];
type Text = Extract<Message, string>;

export const charityNotFound = (message: Text) => new CharityException(CharityExceptionCode.NotFound, message);
/** `field` names the body field the message is about, so forms can show it there. */
export const charityInvalid = (message: string, field?: string) =>
  new CharityException(CharityExceptionCode.Invalid, message, field ? [{ path: field, message }] : undefined);
export const charityConflict = (message: string) => new CharityException(CharityExceptionCode.Conflict, message);
export const charityTooLarge = (message: string) => new CharityException(CharityExceptionCode.TooLarge, message);
