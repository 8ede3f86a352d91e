import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Signing in, out or as someone else changes what the API answers (the player's own team, admin rights), so
 * every query is refetched for the new identity. `uid` is undefined while sign-in has not settled (its first
 * settling is not a change) and null for a visitor.
 */
export function useRefetchOnUserChange(uid: string | null | undefined): void {
  const client = useQueryClient();
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (uid === undefined) return;
    if (previous.current !== undefined && previous.current !== uid) void client.invalidateQueries();
    previous.current = uid;
  }, [uid, client]);
}
