import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TeammateForm } from '@fairway/contracts/registration';
import { apiJson, trusted } from '../http/api-json';
import { teammateFormKey } from '../query/query-keys';

const teammateFormPath = (inviteCode: string) => `/api/registration/teammates/${encodeURIComponent(inviteCode)}`;

/** What joining the team with this code asks the signed-in caller (a team registered online: its questions and waiver). */
export function getTeammateForm(inviteCode: string): Promise<TeammateForm> {
  return apiJson(teammateFormPath(inviteCode), trusted<TeammateForm>());
}

/** Asked when joining, not kept warm: a 404 (a team not registered online) means there is nothing to ask. */
export function teammateFormQueryOptions(inviteCode: string) {
  return queryOptions({ queryKey: teammateFormKey(inviteCode), queryFn: () => getTeammateForm(inviteCode), retry: false, staleTime: 0 });
}

/**
 * Reads what joining asks, afresh each time (a waiver may have changed): null when the team asks nothing (404, a
 * team not registered online) or the read failed, and the join itself then says why.
 */
export function useTeammateFormReader() {
  const client = useQueryClient();
  return useCallback((inviteCode: string) => client.fetchQuery(teammateFormQueryOptions(inviteCode)).catch(() => null), [client]);
}
