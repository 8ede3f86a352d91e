import { useRefetchOnUserChange } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';

/** Every query is asked again for the new identity when someone signs in, out or as someone else. */
export function RefreshOnUserChange() {
  const { status, user } = useAuth();
  useRefetchOnUserChange(status === 'ready' ? (user?.uid ?? null) : undefined);
  return null;
}
