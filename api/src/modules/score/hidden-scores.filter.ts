import { Injectable } from '@nestjs/common';
import { type AuthUser, isTeamMember } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { lastHolesOf } from '../hidden-holes/hidden-holes';
import { HiddenHolesService } from '../hidden-holes/hidden-holes.service';
import type { LockedTeam } from '../team/team-lookup';

/** Before the awards, a team's hidden last holes are read by its members and whoever may score any team (organisers, scorers) only. */
@Injectable()
export class HiddenScoresFilter {
  constructor(
    private readonly hiddenHoles: HiddenHolesService,
    private readonly access: EventAccessService,
  ) {}

  async visibleTo<S extends { hole: number }>(user: AuthUser | null, { tournament, team }: LockedTeam, scores: S[]): Promise<S[]> {
    if (isTeamMember(user, team) || (await this.access.can(user, tournament, 'scores.anyTeam'))) return scores;
    const count = await this.hiddenHoles.count(tournament.id);
    if (count === 0) return scores;
    const hidden = lastHolesOf(team.startingHole, count);
    return scores.filter((score) => !hidden.has(score.hole));
  }
}
