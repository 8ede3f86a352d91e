import type { Team } from '@fairway/contracts';
import { type AuthUser, isTeamMember, isTournamentAdmin, type PlayerIdentity } from '../../common/auth';

/**
 * Everyone reads a team's name, players, handicaps, holes and scores; only its members and the
 * tournament admin read its invite code and its players' e-mails (with the code anyone could join the
 * team and then edit it).
 */
export function visibleTeam(team: Team, players: readonly PlayerIdentity[], viewer: AuthUser | null, tournament: { adminUserId: string }): Team {
  if (isTournamentAdmin(viewer, tournament) || isTeamMember(viewer, { players })) return team;
  return { ...team, inviteCode: null, players: team.players.map((player) => ({ ...player, email: null })) };
}
