import { type AuthUser, forbidden, isTeamMember, isTournamentAdmin } from '../../common/auth';
import type { TournamentEntity } from '../tournament/tournament.entity';
import type { PlayerEntity } from './team.entity';
import { teamMessages } from './team-messages';

/** A team member (a player with the caller's e-mail) or the tournament admin may change a team. */
export function assertCanEditTeam(user: AuthUser, tournament: TournamentEntity, players: readonly PlayerEntity[]): void {
  if (isTournamentAdmin(user, tournament) || isTeamMember(user, { players })) return;
  throw forbidden(teamMessages.teamForbidden);
}

export function assertTournamentAdmin(user: AuthUser, tournament: TournamentEntity, message: string): void {
  if (!isTournamentAdmin(user, tournament)) throw forbidden(message);
}
