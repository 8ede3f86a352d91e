import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  changeEventMember,
  type ChangeEventMember,
  type EventInvitation,
  type EventMember,
  eventMemberParams,
  type EventMemberParams,
  type EventTeam,
  inviteEventMember,
  type InviteEventMember,
  transferOwnership,
} from '@fairway/contracts/event-team';
import type { z } from 'zod';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { CallerOrigin } from '../../common/request-origin/request-origin';
import { EventOwnershipService } from './event-ownership.service';
import { EventTeamMembersService } from './event-team-members.service';

/** The organiser's event team: members, invitations, role changes and revocations ('team.manage'). */
@Controller('tournaments/:id/event-team')
export class EventTeamController {
  constructor(private readonly team: EventTeamMembersService) {}

  @Get()
  list(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<EventTeam> {
    return this.team.team(id, user);
  }

  @Post('invites')
  invite(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(inviteEventMember)) input: InviteEventMember,
    @CurrentUser() user: AuthUser,
    @CallerOrigin() origin: string | undefined,
  ): Promise<EventInvitation> {
    return this.team.invite(id, input, user, origin);
  }

  @Patch(':memberId')
  change(
    @Param(new ZodValidationPipe(eventMemberParams)) { id, memberId }: EventMemberParams,
    @Body(new ZodValidationPipe(changeEventMember)) input: ChangeEventMember,
    @CurrentUser() user: AuthUser,
  ): Promise<EventMember> {
    return this.team.change(id, memberId, input, user);
  }

  @Delete(':memberId')
  @HttpCode(HttpStatus.NO_CONTENT)
  revoke(@Param(new ZodValidationPipe(eventMemberParams)) { id, memberId }: EventMemberParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.team.revoke(id, memberId, user);
  }
}

/** Handing the tournament over to an active member (the owner only). */
@Controller('tournaments/:id/owner')
export class EventOwnerController {
  constructor(private readonly ownership: EventOwnershipService) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  transfer(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(transferOwnership)) { memberId }: z.infer<typeof transferOwnership>,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.ownership.transfer(id, memberId, user);
  }
}
