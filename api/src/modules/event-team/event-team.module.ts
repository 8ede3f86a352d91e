import { Module } from '@nestjs/common';
import { EventMemberRepository } from './event-member.repository';
import { EventTeamService } from './event-team.service';

/**
 * The event team: the people other than the owner who hold a role on a tournament, their invitations and
 * membership. Owns event_members; exports EventTeamService for the access layer and "my roles".
 */
@Module({
  providers: [EventMemberRepository, EventTeamService],
  exports: [EventTeamService],
})
export class EventTeamModule {}
