import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { MulliganRules } from '@fairway/contracts/add-on';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const mulliganRulesPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'mulligan-rules');

export function getMulliganRules(tournamentId: string): Promise<MulliganRules> {
  return apiJson(mulliganRulesPath(tournamentId), trusted<MulliganRules>());
}

/** The holes where a mulligan cannot be used. */
export function mulliganRulesQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'mulligan-rules'),
    queryFn: tournamentId ? () => getMulliganRules(tournamentId) : skipToken,
  });
}

export function useMulliganRules(tournamentId: string | null | undefined) {
  return useQuery(mulliganRulesQueryOptions(tournamentId));
}
