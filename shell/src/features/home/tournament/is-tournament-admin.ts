import type { Tournament, User } from '@fairway/contracts';

/** Spec section 2: the tournament's adminUserId names the user by e-mail or by uid. */
export function isTournamentAdmin(tournament: Pick<Tournament, 'adminUserId'>, user: Pick<User, 'uid' | 'email'> | null): boolean {
  if (!user) return false;
  return tournament.adminUserId === user.uid || (user.email !== null && tournament.adminUserId === user.email);
}
