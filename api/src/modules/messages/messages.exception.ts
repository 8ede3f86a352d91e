import { HttpStatus } from '@nestjs/common';
import { fieldMessageLimits, fieldMessageMessages } from '@fairway/contracts/field-message';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum MessagesExceptionCode {
  TeamNotInField = 'MESSAGE_TEAM_NOT_IN_FIELD',
  NoRecipients = 'MESSAGE_NO_RECIPIENTS',
  TooManyPerHour = 'MESSAGES_TOO_MANY_PER_HOUR',
  TooManyPerDay = 'MESSAGES_TOO_MANY_PER_DAY',
  NotFound = 'MESSAGE_NOT_FOUND',
}

export class MessagesException extends DomainException<MessagesExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case MessagesExceptionCode.TeamNotInField:
      case MessagesExceptionCode.NoRecipients:
        return HttpStatus.BAD_REQUEST;
      case MessagesExceptionCode.TooManyPerHour:
      case MessagesExceptionCode.TooManyPerDay:
        return HttpStatus.TOO_MANY_REQUESTS;
      case MessagesExceptionCode.NotFound:
        return HttpStatus.NOT_FOUND;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const messageTeamNotInField = () =>
  new MessagesException(MessagesExceptionCode.TeamNotInField, fieldMessageMessages.teamNotInField, [
    { path: 'audience.teamId', message: fieldMessageMessages.teamNotInField },
  ]);
export const messageNoRecipients = () => new MessagesException(MessagesExceptionCode.NoRecipients, fieldMessageMessages.noRecipients);
export const tooManyMessagesPerHour = () =>
  new MessagesException(MessagesExceptionCode.TooManyPerHour, fieldMessageMessages.tooManyPerHour(fieldMessageLimits.perHour));
export const tooManyMessagesPerDay = () =>
  new MessagesException(MessagesExceptionCode.TooManyPerDay, fieldMessageMessages.tooManyPerDay(fieldMessageLimits.perDay));
export const messageNotFound = () => new MessagesException(MessagesExceptionCode.NotFound, fieldMessageMessages.messageNotFound);
