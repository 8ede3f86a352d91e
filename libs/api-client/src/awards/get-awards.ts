import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AwardsResponse } from '@fairway/contracts/awards';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey } from '../query/query-keys';
import { awardsPath } from './awards-path';

/** Places, contests and skins as they stand, each with its prize, sponsor and winners (tournament admin). */
export function getAwards(tournamentId: string): Promise<AwardsResponse> {
  return apiJson(awardsPath(tournamentId), trusted<AwardsResponse>());
}

export function awardsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: awardsAdminKey(tournamentId ?? '', 'list'),
    queryFn: tournamentId ? () => getAwards(tournamentId) : skipToken,
  });
}

export function useAwards(tournamentId: string | null | undefined) {
  return useQuery(awardsQueryOptions(tournamentId));
}
