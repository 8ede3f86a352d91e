import { Injectable } from '@nestjs/common';
import { type AuthUser, isTeamMember, isTournamentAdmin } from '../../common/auth';
import { lastHolesOf } from '../hidden-holes/hidden-holes';
import { HiddenHolesService } from '../hidden-holes/hidden-holes.service';
import type { LockedTeam } from '../team/team-lookup';

/** Before the awards, a team's hidden last holes are read by its members and the tournament admin only. */
@Injectable()
export class HiddenScoresFilter {
  constructor(private readonly hiddenHoles: HiddenHolesService) {}

  async visibleTo<S extends { hole: number }>(user: AuthUser | null, { tournament, team }: LockedTeam, scores: S[]): Promise<S[]> {
    if (isTournamentAdmin(user, tournament) || isTeamMember(user, team)) return scores;
    const count = await this.hiddenHoles.count(tournament.id);
    if (count === 0) return scores;
    const hidden = lastHolesOf(team.startingHole, count);
    return scores.filter((score) => !hidden.has(score.hole));
  }
}
