import { Inject, Injectable, Optional } from '@nestjs/common';
import type { MyEventRole } from '@fairway/contracts/event-team';
import type { AuthUser } from '../../common/auth';
import { TournamentService } from '../tournament/tournament.service';
import { EventAccessService } from './event-access.service';
import { EventTeamService } from './event-team.service';
import { ORGANISATION_ROLE_SOURCE, type OrganisationRoleSource } from './organisation-role-source';

/**
 * The tournaments where the signed-in person holds a role: those they own, those where they are an active member
 * and those of the organisations where they hold an organisation role.
 */
@Injectable()
export class MyEventRolesService {
  constructor(
    private readonly team: EventTeamService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    @Optional() @Inject(ORGANISATION_ROLE_SOURCE) private readonly organisations: OrganisationRoleSource | null = null,
  ) {}

  async roles(user: AuthUser): Promise<MyEventRole[]> {
    const [memberships, organisationIds] = await Promise.all([this.team.membershipsOf(user.uid), this.organisations?.organisationIdsOf(user) ?? []]);
    const tournaments = await this.tournaments.ownedOrListed(
      user,
      memberships.map((membership) => membership.tournamentId),
      organisationIds,
    );
    const roles = await this.access.rolesOn(user, tournaments);
    return tournaments.flatMap((tournament) => {
      const role = roles.get(tournament.id);
      return role ? [{ tournamentId: tournament.id, tournamentName: tournament.name, date: tournament.date, role }] : [];
    });
  }
}
