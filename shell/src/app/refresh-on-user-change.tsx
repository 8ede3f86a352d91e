import { useRefetchOnIdentityChange } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';

/** Refetches every read when the signed-in user changes (sign in, sign out, another account). */
export function RefreshOnUserChange() {
  const { status, user } = useAuth();
  useRefetchOnIdentityChange(status === 'ready' ? (user?.uid ?? null) : undefined);
  return null;
}
