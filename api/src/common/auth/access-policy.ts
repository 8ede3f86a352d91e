import type { AuthUser } from './auth-user';

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The tournament admin is the user whose uid or e-mail equals the tournament's adminUserId (spec section 6). */
export function isTournamentAdmin(user: AuthUser | null, tournament: { adminUserId: string }): boolean {
  if (!user) return false;
  return tournament.adminUserId === user.uid || sameEmail(tournament.adminUserId, user.email);
}

/** A team member is a signed-in user whose e-mail is one of the team's players' e-mails. */
export function isTeamMember(user: AuthUser | null, team: { players: ReadonlyArray<{ email: string | null }> }): boolean {
  if (!user?.email) return false;
  return team.players.some((player) => sameEmail(player.email, user.email));
}
