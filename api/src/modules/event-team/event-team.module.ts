import { Module } from '@nestjs/common';
import { EventAccessService } from './event-access.service';
import { EventMemberRepository } from './event-member.repository';
import { EventTeamService } from './event-team.service';
import { OrganisationAccessModule } from '../organisation/organisation-access.module';
import { OrganisationRoleSource } from '../organisation/organisation-role.source';
import { ORGANISATION_ROLE_SOURCE } from './organisation-role-source';

/**
 * The event team: the people other than the owner who hold a role on a tournament, their invitations and
 * membership. Owns event_members; exports EventTeamService for the access layer and "my roles". Organisation
 * roles reach the access layer through its seam (OrganisationAccessModule depends on no other module).
 */
@Module({
  imports: [OrganisationAccessModule],
  providers: [EventMemberRepository, EventTeamService, EventAccessService, { provide: ORGANISATION_ROLE_SOURCE, useExisting: OrganisationRoleSource }],
  exports: [EventTeamService, EventAccessService, ORGANISATION_ROLE_SOURCE],
})
export class EventTeamModule {}
