import { activeTournamentsPath, apiJson, teamsPath, tournamentPath, tournamentsPath, trusted } from '@fairway/api-client';
import type { Team } from '@fairway/contracts/team';
import type { Tournament } from '@fairway/contracts/tournament';
import { useQuery } from '@tanstack/react-query';

// The scoring pages read tournaments and teams under the api-client's keys (one cache with the shell) but
// without its zod checks, which would add ~26 KiB gzipped to the /scorecard budget.

export function useTournamentLite(tournamentId: string | undefined) {
  return useQuery({
    queryKey: [tournamentsPath, tournamentId ?? null],
    queryFn: () => apiJson(tournamentPath(tournamentId!), trusted<Tournament>()),
    enabled: !!tournamentId,
  });
}

export function useActiveTournamentsLite() {
  return useQuery({
    queryKey: [activeTournamentsPath, 'v4'],
    queryFn: () => apiJson(activeTournamentsPath, trusted<Tournament[]>()),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useTeamsLite(tournamentId: string | undefined) {
  return useQuery({
    queryKey: [teamsPath(tournamentId ?? '')],
    queryFn: () => apiJson(teamsPath(tournamentId!), trusted<Team[]>()),
    enabled: !!tournamentId,
    // The roster kept on the phone shows at once, and is asked for again on every visit and return to the
    // page: a teammate who joined meanwhile must appear on the card.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
