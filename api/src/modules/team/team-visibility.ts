import type { Team } from '@fairway/contracts';
import { type AuthUser, isTeamMember, isTournamentAdmin } from '../../common/auth';

/**
 * What a caller may read of a team in the public list: everyone sees names, handicaps, holes and scores;
 * only the team's members and the tournament admin see its invite code and its players' e-mails (with
 * the code, anyone could join the team and then edit it).
 */
export function visibleTeam(team: Team, user: AuthUser | null, tournament: { adminUserId: string }): Team {
  if (isTournamentAdmin(user, tournament) || isTeamMember(user, team)) return team;
  return { ...team, inviteCode: null, players: team.players.map((player) => ({ ...player, email: null })) };
}
