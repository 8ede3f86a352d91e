import type { Team } from '@fairway/contracts';
import { can, type EventRole } from '@fairway/contracts/event-team';
import { type AuthUser, isTeamMember, type PlayerIdentity } from '../../common/auth';

/**
 * Everyone reads a team's name, players, handicaps, holes, check-in state and scores; only its members and the
 * event team's roles allowed field.contacts (owner, co-organisers) read its invite code and its players' e-mails
 * (with the code anyone could join the team and then edit it). A desk volunteer sees the field without contacts.
 */
export function visibleTeam(team: Team, players: readonly PlayerIdentity[], viewer: AuthUser | null, viewerRole: EventRole | null): Team {
  if (can(viewerRole, 'field.contacts') || isTeamMember(viewer, { players })) return team;
  return { ...team, inviteCode: null, players: team.players.map((player) => ({ ...player, email: null })) };
}
