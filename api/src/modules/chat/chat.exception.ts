import { HttpStatus } from '@nestjs/common';
import { messages } from '@fairway/contracts';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum ChatExceptionCode {
  TooManyMessages = 'CHAT_TOO_MANY_MESSAGES',
}

export class ChatException extends DomainException<ChatExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case ChatExceptionCode.TooManyMessages:
        return HttpStatus.TOO_MANY_REQUESTS;
      default:
        return assertUnreachable(this.code);
    }
  }
}

/** The wait is in the Retry-After header the throttler sets. */
export const tooManyMessages = () => new ChatException(ChatExceptionCode.TooManyMessages, messages.chat.rateLimited);
