import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { BirdiePledgesResponse } from '@fairway/contracts/birdie-pledge';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const birdiePledgesPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'birdie-pledges');

export function getBirdiePledges(tournamentId: string): Promise<BirdiePledgesResponse> {
  return apiJson(birdiePledgesPath(tournamentId), trusted<BirdiePledgesResponse>());
}

/** Every pledge with what it comes to now, and the total; new boards and `charity` events refetch it. */
export function birdiePledgesQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'birdie-pledges'),
    queryFn: tournamentId ? () => getBirdiePledges(tournamentId) : skipToken,
  });
}

export function useBirdiePledges(tournamentId: string | null | undefined) {
  return useQuery(birdiePledgesQueryOptions(tournamentId));
}
