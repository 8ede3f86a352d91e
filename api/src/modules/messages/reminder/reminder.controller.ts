import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { idParams, type IdParams } from '@fairway/contracts';
import { reminderSettingsInput, type ReminderSettingsInput, type ReminderState } from '@fairway/contracts/field-message';
import { type AuthUser, CurrentUser } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { ReminderService } from './reminder.service';

const idParam = new ZodValidationPipe(idParams);

@Controller('tournaments/:id/messages/reminder')
export class ReminderController {
  constructor(private readonly reminders: ReminderService) {}

  @Get()
  read(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<ReminderState> {
    return this.reminders.read(id, user);
  }

  @Put()
  update(
    @Param(idParam) { id }: IdParams,
    @Body(new ZodValidationPipe(reminderSettingsInput)) input: ReminderSettingsInput,
    @CurrentUser() user: AuthUser,
  ): Promise<ReminderState> {
    return this.reminders.update(id, input, user);
  }

  @Post('send')
  @HttpCode(HttpStatus.OK)
  sendNow(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<ReminderState> {
    return this.reminders.sendNow(id, user);
  }
}
