import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Team } from '@fairway/contracts/team';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { queryKeys } from '../query/query-keys';
import { retryWhileUnanswered } from '../query/read-failure';
import { teamsPath } from './get-teams';

// A tournament's teams without the zod check, for the scoring pages: zod would cost the scorecard's 200 KiB
// budget ~26 KiB gzipped. Same key as the checked read, one cache.

export function getTeamsUnchecked(tournamentId: string): Promise<Team[]> {
  return apiJson(teamsPath(tournamentId), trusted<Team[]>());
}

export function teamsUncheckedQueryOptions(tournamentId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.teams(tournamentId ?? ''),
    queryFn: tournamentId ? () => getTeamsUnchecked(tournamentId) : skipToken,
    // The roster kept on the phone shows at once, and is asked for again on every visit and return to the
    // page: a teammate who joined meanwhile must appear on the card.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: retryWhileUnanswered,
    ...(tournamentId ? initialDataFromPrefetch<Team[]>(teamsPath(tournamentId)) : {}),
  });
}

export function useTeamsUnchecked(tournamentId: string | undefined) {
  return useQuery(teamsUncheckedQueryOptions(tournamentId));
}
