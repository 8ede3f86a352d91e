import { queryKeys } from '../query/query-keys';
import { tournamentsPath } from '../tournaments/tournament-key';

/** What a change of the ledger makes stale: every fundraising read of the tournament and its raised amount. */
export function moneyChanged(tournamentId: string) {
  return [queryKeys.charity(tournamentId), [tournamentsPath]] as const;
}
