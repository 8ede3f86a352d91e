import { isTournamentAdmin, sameEmail } from '@fairway/contracts/tournament-admin';
import type { AuthUser } from './auth-user';

// Who is a tournament admin is one rule for the API and the pages (libs/contracts).
export { isTournamentAdmin };

/** A team member is a signed-in user whose e-mail is one of the team's players' e-mails. */
export function isTeamMember(user: AuthUser | null, team: { players: ReadonlyArray<{ email: string | null }> }): boolean {
  if (!user?.email) return false;
  return team.players.some((player) => sameEmail(player.email, user.email));
}
