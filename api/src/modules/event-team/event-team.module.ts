import { Module } from '@nestjs/common';
import { EventAccessService } from './event-access.service';
import { EventMemberRepository } from './event-member.repository';
import { EventTeamService } from './event-team.service';

/**
 * The event team: the people other than the owner who hold a role on a tournament, their invitations and
 * membership. Owns event_members; exports EventTeamService for the access layer and "my roles".
 */
@Module({
  providers: [EventMemberRepository, EventTeamService, EventAccessService],
  exports: [EventTeamService, EventAccessService],
})
export class EventTeamModule {}
