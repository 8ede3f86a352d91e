/** Who is asking: enough of a signed-in user to decide what they may do. */
export interface Caller {
  uid: string;
  email: string | null;
  /** Only a verified e-mail proves anything: anyone can create an account with someone else's address. */
  emailVerified: boolean;
}

/** E-mail addresses compare without case and surrounding spaces, as the identity service treats them. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The tournament admin is the user whose uid, or verified e-mail, equals the tournament's adminUserId. */
export function isTournamentAdmin(user: Caller | null, tournament: { adminUserId: string }): boolean {
  if (!user) return false;
  return tournament.adminUserId === user.uid || (user.emailVerified && sameEmail(tournament.adminUserId, user.email));
}
