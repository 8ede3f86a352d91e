import { leaderboardQueryOptions, retryWhileUnanswered, todaysLeaderboardQueryOptions } from '@fairway/api-client';
import { useQuery } from '@tanstack/react-query';

/** How often the TV asks for the board while the live stream is down (and for today's board until there is one). */
export const tvPollMs = 30_000;

/** The board of the given tournament, or of today's featured one when the TV was opened without an id. */
export function useTvBoard(tournamentId: string | undefined) {
  // A board that could not be read (no signal, a 5xx) is asked for again within seconds; a 404 is an answer.
  const byId = useQuery({ ...leaderboardQueryOptions(tournamentId), refetchInterval: retryWhileUnanswered });
  // Until a tournament is on today, keep asking (a TV is switched on before the round starts).
  const today = useQuery({
    ...todaysLeaderboardQueryOptions(),
    enabled: !tournamentId,
    refetchInterval: (query) => (query.state.data ? false : retryWhileUnanswered(query) || tvPollMs),
  });
  return tournamentId ? byId : today;
}
