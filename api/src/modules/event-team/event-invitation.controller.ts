import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { acceptEventInvitation, type EventInvitationPreview, eventInvitationParams, type EventMember, type MyEventRole } from '@fairway/contracts/event-team';
import type { z } from 'zod';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { EventInvitationService } from './event-invitation.service';
import { MyEventRolesService } from './my-event-roles.service';

/** An invitation by its code: what it is (public) and accepting it (signed in). */
@Controller('event-invites')
export class EventInvitationController {
  constructor(private readonly invitations: EventInvitationService) {}

  @Post('accept')
  @HttpCode(HttpStatus.OK)
  accept(
    @Body(new ZodValidationPipe(acceptEventInvitation)) { code }: z.infer<typeof acceptEventInvitation>,
    @CurrentUser() user: AuthUser,
  ): Promise<EventMember> {
    return this.invitations.accept(code, user);
  }

  @Public()
  @Get(':code')
  preview(@Param(new ZodValidationPipe(eventInvitationParams)) { code }: z.infer<typeof eventInvitationParams>): Promise<EventInvitationPreview> {
    return this.invitations.preview(code);
  }
}

/** The signed-in person's own roles across events. */
@Controller('me/event-roles')
export class MyEventRolesController {
  constructor(private readonly myRoles: MyEventRolesService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<{ roles: MyEventRole[] }> {
    return { roles: await this.myRoles.roles(user) };
  }
}
