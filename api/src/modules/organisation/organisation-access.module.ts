import { Module } from '@nestjs/common';
import { OrganisationRepository } from './organisation.repository';
import { OrganisationRoleSource } from './organisation-role.source';

/**
 * Who holds which organisation role, with no other module's help: the event team's access layer imports it
 * (an organisation admin acts as owner, an event manager as co-organiser) while the organisation module
 * itself imports the event team.
 */
@Module({
  providers: [OrganisationRepository, OrganisationRoleSource],
  exports: [OrganisationRepository, OrganisationRoleSource],
})
export class OrganisationAccessModule {}
