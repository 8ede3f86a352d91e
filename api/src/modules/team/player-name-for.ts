import type { AuthUser } from '../../common/auth';

/** The roster name for a signed-in user: the display name, else the e-mail's local part. */
export function playerNameFor(user: AuthUser): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const localPart = user.email?.split('@')[0]?.trim();
  return localPart || 'Player';
}
