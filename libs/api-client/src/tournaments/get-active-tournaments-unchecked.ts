import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { activeTournamentsPath } from './get-active-tournaments';

// Today's active tournaments without the zod check, for the scorecard opened without a tournament in its
// URL (zod would cost its 200 KiB budget ~26 KiB gzipped). Same key as the checked read, one cache.

export function getActiveTournamentsUnchecked(): Promise<Tournament[]> {
  return apiJson(activeTournamentsPath, trusted<Tournament[]>());
}

/** Never cached, as the checked read (cachePolicy.uncached, not imported: its table would come along). */
export function activeTournamentsUncheckedQueryOptions({ enabled = true } = {}) {
  return queryOptions({ queryKey: queryKeys.activeTournaments(), queryFn: getActiveTournamentsUnchecked, enabled, staleTime: 0, gcTime: 0 });
}

export function useActiveTournamentsUnchecked({ enabled = true } = {}) {
  return useQuery(activeTournamentsUncheckedQueryOptions({ enabled }));
}
