import { Injectable } from '@nestjs/common';
import { type CloneTournamentInput, type CloneTournamentResponse, organisationMessages } from '@fairway/contracts/organisation';
import { type AuthUser, isTournamentAdmin } from '../../common/auth';
import { ContestCopyService } from '../contest/contest-copy.service';
import { EventAccessService } from '../event-team/event-access.service';
import { EventTeamService } from '../event-team/event-team.service';
import { FundraisingCopyService } from '../fundraising/clone/fundraising-copy.service';
import { HiddenHolesService } from '../hidden-holes/hidden-holes.service';
import { RegistrationCopyService } from '../registration/registration-copy.service';
import { SkinsCopyService } from '../skins/skins-copy.service';
import { type OrganisedTournament, TournamentOrganisationService } from '../tournament/tournament-organisation.service';
import { organisationForbidden } from './organisation.exception';
import { OrganisationRepository } from './organisation.repository';
import { OrganisationRoleSource } from './organisation-role.source';

/**
 * Next year's event from last year's, in one transaction: the tournament's settings, then each module copies
 * its own settings (fundraising, contests, skins, hidden holes, registration) and the event team its active
 * members. Nothing of the day comes over: no team, player, score, ledger entry, sale, gift, sponsor,
 * registration, promo code, invitation or revoked member.
 */
@Injectable()
export class OrganisationCloneService {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly roles: OrganisationRoleSource,
    private readonly tournaments: TournamentOrganisationService,
    private readonly fundraising: FundraisingCopyService,
    private readonly contests: ContestCopyService,
    private readonly skins: SkinsCopyService,
    private readonly hiddenHoles: HiddenHolesService,
    private readonly registration: RegistrationCopyService,
    private readonly access: EventAccessService,
    private readonly team: EventTeamService,
  ) {}

  /** Whoever may edit the source (its owner, a co-organiser), or an admin or event manager of its organisation. */
  private async assertMayClone(source: OrganisedTournament, user: AuthUser): Promise<void> {
    if (isTournamentAdmin(user, source)) return;
    if (await this.access.can(user, source, 'event.edit')) return;
    if (await this.roles.roleOn(source.id, user)) return;
    throw organisationForbidden(organisationMessages.cloneNotAllowed);
  }

  async clone(sourceId: string, input: CloneTournamentInput, user: AuthUser): Promise<CloneTournamentResponse> {
    const source = await this.tournaments.get(sourceId);
    await this.assertMayClone(source, user);
    return this.organisations.transaction(async (manager) => {
      const copy = await this.tournaments.createClone(manager, sourceId, input, user.uid);
      const references = await this.fundraising.copyForClone(sourceId, copy.id, manager);
      const contestIds = await this.contests.copyForClone(sourceId, copy.id, manager);
      await this.team.copyForClone(sourceId, copy.id, contestIds, manager);
      await this.skins.copyForClone(sourceId, copy.id, manager);
      const hidden = await this.hiddenHoles.count(sourceId, manager);
      if (hidden > 0) await this.hiddenHoles.set(copy.id, hidden, manager);
      await this.registration.copyForClone(sourceId, copy.id, references, user.uid, manager);
      return { id: copy.id, name: copy.name, date: copy.date, organisationId: copy.organisationId };
    });
  }
}
