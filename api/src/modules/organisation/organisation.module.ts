import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { EventTeamModule } from '../event-team/event-team.module';
import { FundraisingModule } from '../fundraising/fundraising.module';
import { HiddenHolesModule } from '../hidden-holes/hidden-holes.module';
import { RegistrationModule } from '../registration/registration.module';
import { SkinsModule } from '../skins/skins.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { OrganisationAccessModule } from './organisation-access.module';
import { OrganisationCloneController } from './organisation-clone.controller';
import { OrganisationCloneService } from './organisation-clone.service';
import { OrganisationController } from './organisation.controller';
import { OrganisationPeopleService } from './organisation-people.service';
import { OrganisationService } from './organisation.service';

/**
 * Organisations (the charity, club or league that runs an event every year): members with organisation-wide
 * roles, their events by year, next year's event cloned from last year's, and the people across the years.
 * Owns organisations and organisation_members; each module copies its own tables for a clone.
 */
@Module({
  imports: [
    OrganisationAccessModule,
    TournamentModule,
    TeamModule,
    FundraisingModule,
    ContestModule,
    SkinsModule,
    HiddenHolesModule,
    RegistrationModule,
    EventTeamModule,
  ],
  controllers: [OrganisationController, OrganisationCloneController],
  providers: [OrganisationService, OrganisationCloneService, OrganisationPeopleService],
  exports: [OrganisationAccessModule],
})
export class OrganisationModule {}
