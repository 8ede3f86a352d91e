import { apiJson, queryKeys, teamsPath, trusted } from '@fairway/api-client';
import type { ScoreReadModel, ScoresResponse } from '@fairway/contracts/score';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** While the live event stream is not connected, the current hole is polled this often while visible. */
export const holePollMs = 5000;

const query = (ids: { tournamentId: string; teamId: string }, extra: Record<string, string> = {}) =>
  new URLSearchParams({ tournamentId: ids.tournamentId, teamId: ids.teamId, ...extra }).toString();

export function teamScoresQueryOptions(tournamentId: string, teamId: string) {
  return queryOptions({
    queryKey: queryKeys.teamScores(tournamentId, teamId),
    queryFn: () => apiJson(`/api/scores?${query({ tournamentId, teamId })}`, trusted<ScoresResponse>()),
  });
}

/** The current hole's scores; `poll` false stops the poll (the event stream keeps the key fresh instead). */
export function holeScoresQueryOptions(tournamentId: string, teamId: string, hole: number, { poll = true } = {}) {
  return queryOptions({
    queryKey: queryKeys.holeScores(tournamentId, teamId, hole),
    queryFn: () => apiJson(`/api/scores/hole?${query({ tournamentId, teamId }, { hole: String(hole) })}`, trusted<ScoresResponse>()),
    refetchInterval: poll ? holePollMs : false,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

export function cardStatusQueryOptions(tournamentId: string, teamId: string) {
  return queryOptions({
    queryKey: ['/api/scores/card', tournamentId, teamId] as const,
    queryFn: () => apiJson(`/api/scores/card?${query({ tournamentId, teamId })}`, trusted<ScoreCardStatus>()),
  });
}

export function submitCard(tournamentId: string, teamId: string): Promise<ScoreCardStatus> {
  return apiJson('/api/scores/card', trusted<ScoreCardStatus>(), { method: 'POST', json: { tournamentId, teamId } });
}

/** Saved scores (from the outbox or a reply) written where the pages read them: the team's and the hole's. */
export function writeSavedScores(client: QueryClient, saved: readonly ScoreReadModel[]): void {
  for (const score of saved) {
    const replace = (list: ScoreReadModel[] | undefined) => {
      const others = (list ?? []).filter((entry) => !(entry.playerId === score.playerId && entry.hole === score.hole));
      return [...others, score];
    };
    client.setQueryData(queryKeys.teamScores(score.tournamentId, score.teamId), replace);
    const holeKey = queryKeys.holeScores(score.tournamentId, score.teamId, score.hole);
    if (client.getQueryData(holeKey)) void client.invalidateQueries({ queryKey: holeKey });
  }
  // The team's total and current hole come from the team list.
  const first = saved[0];
  if (first) void client.invalidateQueries({ queryKey: [teamsPath(first.tournamentId)] });
}
