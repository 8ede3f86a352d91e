import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { idParams, type IdParams } from '@fairway/contracts';
import {
  type FieldMessage,
  type FieldMessageInput,
  fieldMessageInput,
  fieldMessageParams,
  type FieldMessageParams,
  type FieldMessagePreview,
  type MessageDelivery,
  type ScorecardBanner,
} from '@fairway/contracts/field-message';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { FieldMessagesService } from './field-messages.service';

const idParam = new ZodValidationPipe(idParams);
const messageInput = new ZodValidationPipe(fieldMessageInput);

@Controller('tournaments/:id/messages')
export class FieldMessagesController {
  constructor(private readonly messages: FieldMessagesService) {}

  @Post('preview')
  @HttpCode(HttpStatus.OK)
  preview(@Param(idParam) { id }: IdParams, @Body(messageInput) input: FieldMessageInput, @CurrentUser() user: AuthUser): Promise<FieldMessagePreview> {
    return this.messages.preview(id, input, user);
  }

  @Post()
  send(@Param(idParam) { id }: IdParams, @Body(messageInput) input: FieldMessageInput, @CurrentUser() user: AuthUser): Promise<FieldMessage> {
    return this.messages.send(id, input, user);
  }

  @Get()
  list(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<FieldMessage[]> {
    return this.messages.list(id, user);
  }

  @Get('mine')
  mine(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<ScorecardBanner[]> {
    return this.messages.mine(id, user);
  }

  @Get(':messageId/deliveries')
  deliveries(
    @Param(new ZodValidationPipe(fieldMessageParams)) { id, messageId }: FieldMessageParams,
    @CurrentUser() user: AuthUser,
  ): Promise<MessageDelivery[]> {
    return this.messages.deliveries(id, messageId, user);
  }
}
