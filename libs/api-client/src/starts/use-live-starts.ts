import { useQueryClient } from '@tanstack/react-query';
import { useTournamentEvents } from '../live/use-tournament-events';
import { printCatalogueKey } from '../print/print-path';
import { startsKey } from './starts-path';

/**
 * Keeps the Starts & Print tab on the field as it stands when another organiser changes it. A change of the starts reaches every
 * screen as a new board (the `leaderboard` event, which scores send too): the starts are read again, and only when
 * they did change is the print centre's count of pages and warnings asked for again.
 */
export function useLiveStarts(tournamentId: string): void {
  const client = useQueryClient();
  useTournamentEvents(tournamentId, {
    onEvent: (event) => {
      if (event.type !== 'leaderboard') return;
      const key = startsKey(tournamentId);
      const before = client.getQueryData(key);
      void client.refetchQueries({ queryKey: key, exact: true }).then(() => {
        // An unchanged read keeps its object (the query's structural sharing).
        if (client.getQueryData(key) !== before) void client.invalidateQueries({ queryKey: printCatalogueKey(tournamentId), exact: true });
      });
    },
  });
}
