import { activeTournamentsPath, apiJson, retryWhileUnanswered, teamsPath, tournamentPath, tournamentQueryKey, trusted } from '@fairway/api-client';
import type { Team } from '@fairway/contracts/team';
import type { Tournament } from '@fairway/contracts/tournament';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The scoring pages read tournaments and teams under the api-client's keys (one cache with the shell, which
// may have started these reads already) but without its zod checks, which would add ~26 KiB gzipped to the
// /scorecard budget.

export function tournamentLiteQueryOptions(tournamentId: string | undefined) {
  return queryOptions({
    queryKey: tournamentQueryKey(tournamentId),
    queryFn: () => apiJson(tournamentPath(tournamentId!), trusted<Tournament>()),
    enabled: !!tournamentId,
    refetchInterval: retryWhileUnanswered,
  });
}

export function teamsLiteQueryOptions(tournamentId: string | undefined) {
  return queryOptions({
    queryKey: [teamsPath(tournamentId ?? '')],
    queryFn: () => apiJson(teamsPath(tournamentId!), trusted<Team[]>()),
    enabled: !!tournamentId,
    // The roster kept on the phone shows at once, and is asked for again on every visit and return to the
    // page: a teammate who joined meanwhile must appear on the card.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: retryWhileUnanswered,
  });
}

export function useTournamentLite(tournamentId: string | undefined) {
  return useQuery(tournamentLiteQueryOptions(tournamentId));
}

/** Today's active tournaments; only read when the URL names no tournament. */
export function useActiveTournamentsLite({ enabled = true } = {}) {
  return useQuery({
    queryKey: [activeTournamentsPath, 'v4'],
    queryFn: () => apiJson(activeTournamentsPath, trusted<Tournament[]>()),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useTeamsLite(tournamentId: string | undefined) {
  return useQuery(teamsLiteQueryOptions(tournamentId));
}
