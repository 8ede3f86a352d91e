import type { QueryClient } from '@tanstack/react-query';
import type { ScoreReadModel } from '@fairway/contracts/score';
import { queryKeys } from '../query/query-keys';

/**
 * What the outbox's saved scores do to the cached reads: each is written into the team's scores, the hole's
 * scores (if read) are read again, and so is the team list, which holds the team's total and current hole.
 */
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
  const first = saved[0];
  if (first) void client.invalidateQueries({ queryKey: queryKeys.teams(first.tournamentId) });
}
