import { useAuth } from '@fairway/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Signing in, out or as someone else changes what the API answers (the player's own team, admin rights),
 * so every query is refetched for the new identity. The first settling of auth is not a change.
 */
export function RefreshOnUserChange() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const uid = status === 'ready' ? (user?.uid ?? null) : undefined;
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (uid === undefined) return;
    if (previous.current !== undefined && previous.current !== uid) void queryClient.invalidateQueries();
    previous.current = uid;
  }, [uid, queryClient]);
  return null;
}
