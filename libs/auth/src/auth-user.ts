import type { User } from '@fairway/contracts';

/** The signed-in user as the identity service reports it (contracts' `user` schema). */
export type AuthUser = User;

/** First letter of the display name, else of the e-mail: what an avatar without a photo shows. */
export function userInitial(user: AuthUser): string {
  const source = user.displayName?.trim() || user.email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}
