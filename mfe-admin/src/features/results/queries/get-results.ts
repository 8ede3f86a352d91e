// What the results page reads: the tournament's board and every team's scores, under the shared cache keys
// so the live stream (issue 9) updates them in place.
import { apiJson, queryKeys } from '@fairway/api-client';
import { leaderboardResponse } from '@fairway/contracts/leaderboard';
import type { Team } from '@fairway/contracts/team';
import { scoresResponse } from '@fairway/contracts/score';
import { useQueries, useQuery } from '@tanstack/react-query';

export function useFinalBoard(tournamentId: string) {
  return useQuery({
    queryKey: queryKeys.leaderboard(tournamentId),
    queryFn: () => apiJson(`/api/leaderboard/${encodeURIComponent(tournamentId)}`, leaderboardResponse),
  });
}

export function useTeamsScores(tournamentId: string, teams: readonly Team[]) {
  return useQueries({
    queries: teams.map((team) => ({
      queryKey: queryKeys.teamScores(tournamentId, team.id),
      queryFn: () => apiJson(`/api/scores?${new URLSearchParams({ tournamentId, teamId: team.id })}`, scoresResponse),
    })),
  });
}
