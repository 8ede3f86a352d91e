import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { apiJson, trusted } from '../http/api-json';
import { retryWhileUnanswered } from '../query/read-failure';
import { tournamentPath, tournamentQueryKey } from './tournament-key';

// The tournament without the zod check: for the pages on a bundle budget (the clubhouse TV, 150 KiB; the
// scorecard, 200 KiB), where zod would cost ~26 KiB gzipped. Same key as the checked read, one cache.

export function getTournamentUnchecked(tournamentId: string): Promise<Tournament> {
  return apiJson(tournamentPath(tournamentId), trusted<Tournament>());
}

/** Nothing is fetched until an id is given; asked again every few seconds while unanswered (not a 404). */
export function tournamentUncheckedQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: tournamentQueryKey(tournamentId),
    queryFn: tournamentId ? () => getTournamentUnchecked(tournamentId) : skipToken,
    refetchInterval: retryWhileUnanswered,
  });
}

export function useTournamentUnchecked(tournamentId: string | null | undefined) {
  return useQuery(tournamentUncheckedQueryOptions(tournamentId));
}
