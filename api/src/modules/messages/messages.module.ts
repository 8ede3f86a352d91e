import { Module } from '@nestjs/common';
import { FieldMessagesRepository } from './field-messages.repository';

/** The players' messages: messages to the field, the reminder and the results, all through the mail outbox. */
@Module({
  providers: [FieldMessagesRepository],
  exports: [FieldMessagesRepository],
})
export class MessagesModule {}
