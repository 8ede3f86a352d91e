import { isTournamentAdmin, sameEmail } from '@fairway/contracts/tournament-admin';
import type { AuthUser } from './auth-user';

// Who is a tournament admin is one rule for the API and the pages (libs/contracts).
export { isTournamentAdmin };

/** What membership needs to know of a player row: the account it is linked to and its e-mail. */
export interface PlayerIdentity {
  userId: string | null;
  email: string | null;
}

/**
 * The caller's own row among the players: the one linked to their account, else a row not yet linked
 * that bears their e-mail, once the identity service has verified that e-mail. A typed e-mail alone
 * grants nothing: anyone can create an account with someone else's address.
 */
export function callerPlayer<P extends PlayerIdentity>(user: AuthUser | null, players: readonly P[]): P | undefined {
  if (!user) return undefined;
  const linked = players.find((player) => player.userId === user.uid);
  if (linked || !user.emailVerified) return linked;
  return players.find((player) => player.userId === null && sameEmail(player.email, user.email));
}

export function isTeamMember(user: AuthUser | null, team: { players: readonly PlayerIdentity[] }): boolean {
  return callerPlayer(user, team.players) !== undefined;
}
