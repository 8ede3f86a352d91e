import { queryKeys } from '../query/query-keys';
import { tournamentsPath } from '../tournaments/tournament-key';

/** What a change of the ledger makes stale: every fundraising read of the tournament and its raised amount. */
export function fundraisingChanged(tournamentId: string) {
  return [queryKeys.fundraising(tournamentId), [tournamentsPath]] as const;
}
