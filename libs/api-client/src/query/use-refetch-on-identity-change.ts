import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Signing in, out or as someone else changes what the API answers (the player's own team, admin rights), so
 * every cached read is refetched for the new identity. `identity` is the user's id, null when signed out and
 * undefined while it is not known yet: the first settling is not a change.
 */
export function useRefetchOnIdentityChange(identity: string | null | undefined): void {
  const client = useQueryClient();
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (identity === undefined) return;
    if (previous.current !== undefined && previous.current !== identity) void client.invalidateQueries();
    previous.current = identity;
  }, [identity, client]);
}
