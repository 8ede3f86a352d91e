import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import type { PreviousFieldInvitePreview, PreviousFieldInviteResult } from '@fairway/contracts/organisation';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { PreviousFieldInviteService } from './previous-field-invite.service';

@Controller('tournaments/:id/invite-previous-field')
export class PreviousFieldInviteController {
  constructor(private readonly invitations: PreviousFieldInviteService) {}

  /** How many of last year's players and donors would be invited now. */
  @Get()
  preview(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<PreviousFieldInvitePreview> {
    return this.invitations.preview(id, user);
  }

  /** Invites them to register: the count queued. */
  @Post()
  @HttpCode(200)
  invite(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<PreviousFieldInviteResult> {
    return this.invitations.invite(id, user);
  }
}
