import { Injectable } from '@nestjs/common';
import type { MyEventRole } from '@fairway/contracts/event-team';
import type { AuthUser } from '../../common/auth';
import { TournamentService } from '../tournament/tournament.service';
import { EventAccessService } from './event-access.service';
import { EventTeamService } from './event-team.service';

/** The tournaments where the signed-in person holds a role: those they own and those where they are an active member. */
@Injectable()
export class MyEventRolesService {
  constructor(
    private readonly team: EventTeamService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  async roles(user: AuthUser): Promise<MyEventRole[]> {
    const memberships = await this.team.membershipsOf(user.uid);
    const tournaments = await this.tournaments.ownedOrListed(
      user,
      memberships.map((membership) => membership.tournamentId),
    );
    const roles = await this.access.rolesOn(user, tournaments);
    return tournaments.flatMap((tournament) => {
      const role = roles.get(tournament.id);
      return role ? [{ tournamentId: tournament.id, tournamentName: tournament.name, date: tournament.date, role }] : [];
    });
  }
}
