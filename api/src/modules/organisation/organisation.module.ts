import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { EventTeamModule } from '../event-team/event-team.module';
import { FundraisingModule } from '../fundraising/fundraising.module';
import { HiddenHolesModule } from '../hidden-holes/hidden-holes.module';
import { MailModule } from '../mail/mail.module';
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
import { PreviousFieldInviteController } from './previous-field-invite.controller';
import { PreviousFieldInviteRepository } from './previous-field-invite.repository';
import { PreviousFieldInviteService } from './previous-field-invite.service';

/**
 * Organisations (the charity, club or league that runs an event every year): members with organisation-wide
 * roles, their events by year, next year's event cloned from last year's, the people across the years and last
 * year's invited to the next. Owns organisations, organisation_members and previous_field_invitations; each
 * module copies its own tables for a clone.
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
    MailModule,
  ],
  controllers: [OrganisationController, OrganisationCloneController, PreviousFieldInviteController],
  providers: [OrganisationService, OrganisationCloneService, OrganisationPeopleService, PreviousFieldInviteRepository, PreviousFieldInviteService],
  exports: [OrganisationAccessModule],
})
export class OrganisationModule {}
