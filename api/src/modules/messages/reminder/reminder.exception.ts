import { HttpStatus } from '@nestjs/common';
import { fieldMessageMessages } from '@fairway/contracts/field-message';
import { assertUnreachable } from '../../../common/errors/assert-unreachable';
import { DomainException } from '../../../common/errors/domain.exception';

export enum ReminderExceptionCode {
  AlreadySent = 'REMINDER_ALREADY_SENT',
  EventOver = 'REMINDER_EVENT_OVER',
}

export class ReminderException extends DomainException<ReminderExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case ReminderExceptionCode.AlreadySent:
      case ReminderExceptionCode.EventOver:
        return HttpStatus.CONFLICT;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const reminderAlreadySent = () => new ReminderException(ReminderExceptionCode.AlreadySent, fieldMessageMessages.reminderAlreadySent);
export const reminderEventOver = () => new ReminderException(ReminderExceptionCode.EventOver, fieldMessageMessages.eventOver);
