import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { MailModule } from '../mail/mail.module';
import { TournamentModule } from '../tournament/tournament.module';
import { EventInvitationController, MyEventRolesController } from './event-invitation.controller';
import { EventInvitationService } from './event-invitation.service';
import { EventMemberRepository } from './event-member.repository';
import { EventOwnershipService } from './event-ownership.service';
import { EventOwnerController, EventTeamController } from './event-team.controller';
import { EventTeamMembersService } from './event-team-members.service';
import { EventTeamModule } from './event-team.module';
import { MyEventRolesService } from './my-event-roles.service';

/**
 * The event team's routes: the organiser's list, invitations, changes, revocations and handing over; the
 * invitee's preview and accept; "my roles". Apart from EventTeamModule (what every guard reads), which the
 * tournament module itself imports: these need the tournament, contest and mail modules.
 */
@Module({
  imports: [EventTeamModule, TournamentModule, ContestModule, MailModule],
  controllers: [EventTeamController, EventOwnerController, EventInvitationController, MyEventRolesController],
  providers: [EventMemberRepository, EventTeamMembersService, EventInvitationService, EventOwnershipService, MyEventRolesService],
})
export class EventTeamMembersModule {}
