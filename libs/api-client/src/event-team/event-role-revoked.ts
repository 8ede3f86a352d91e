import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../http/api-error';

/** The API's error code when a member whose role was revoked asks for anything on the event. */
export const eventRoleRevokedCode = 'EVENT_ROLE_REVOKED';

/** The refusal of a member whose role on the event was removed. */
export function isEventRoleRevoked(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.body?.code === eventRoleRevokedCode;
}

/**
 * Whether any read or write of this page was refused because the caller's role was removed: the page then says
 * so and stops offering its actions. Once seen it stays (a later success of a public read does not bring the role back).
 */
export function useEventRoleRevoked(): boolean {
  const client = useQueryClient();
  const [revoked, setRevoked] = useState(false);
  useEffect(() => {
    const seen = (error: unknown) => {
      if (isEventRoleRevoked(error)) setRevoked(true);
    };
    const queries = client.getQueryCache().subscribe((event) => seen(event.query.state.error));
    const mutations = client.getMutationCache().subscribe((event) => seen(event.mutation?.state.error));
    return () => {
      queries();
      mutations();
    };
  }, [client]);
  return revoked;
}
