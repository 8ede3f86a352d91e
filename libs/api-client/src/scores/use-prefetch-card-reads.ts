import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leaderboardQueryOptions } from '../leaderboard/get-leaderboard';
import { cardStatusQueryOptions } from './get-card-status';
import { holeScoresQueryOptions } from './get-hole-scores';
import { teamScoresQueryOptions } from './get-team-scores';

/**
 * With both ids in the URL, the card's reads (scores, the hole on screen, card status, board) start with the
 * tournament and team reads instead of after them. Waits for the kept copy to be restored first, so a fresh
 * copy is not overwritten and nothing is read that the restore already has fresh. `holeOnScreen` is asked
 * when the reads start (the hole the player was last on, if the page remembers one).
 */
export function usePrefetchCardReads(tournamentId: string | undefined, teamId: string | undefined, holeOnScreen: (teamId: string) => number | undefined): void {
  const client = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring || !tournamentId || !teamId) return;
    const hole = holeOnScreen(teamId);
    void client.prefetchQuery(teamScoresQueryOptions(tournamentId, teamId));
    void client.prefetchQuery(cardStatusQueryOptions(tournamentId, teamId));
    void client.prefetchQuery(leaderboardQueryOptions(tournamentId));
    if (hole !== undefined) void client.prefetchQuery(holeScoresQueryOptions(tournamentId, teamId, hole));
  }, [client, restoring, tournamentId, teamId, holeOnScreen]);
}
