import type { User } from '@fairway/contracts';

/** The signed-in user as the identity service reports it (contracts' `user` schema). */
export type AuthUser = User;

/** First letter of the display name, else of the e-mail: what an avatar without a photo shows. */
export function userInitial(user: AuthUser): string {
  const source = user.displayName?.trim() || user.email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}

/** Whether two reports name the same user with the same details (a re-read of the same session is no change). */
export function sameAuthUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.uid === b.uid && a.email === b.email && a.emailVerified === b.emailVerified && a.displayName === b.displayName && a.photoURL === b.photoURL;
}
