import { queryKeys } from '../query/query-keys';
import { tournamentPath } from '../tournaments/tournament-key';
import { printCatalogueKey } from '../print/print-path';

/** `/api/tournaments/{id}/starts[/...]`: the starting positions' calls. */
export function startsPath(tournamentId: string, ...rest: string[]): string {
  return [`${tournamentPath(tournamentId)}/starts`, ...rest.map((part) => encodeURIComponent(part))].join('/');
}

/** The organiser's read of the starting positions (the Starts & Print tab alone reads it). */
export const startsKey = (tournamentId: string) => ['/api/tournaments/starts', tournamentId] as const;

/**
 * What a change to the starts makes stale: the starts themselves (read again, so two quick moves end on the
 * server's last word whatever order their replies came in), the team reads (they carry each team's start) and
 * the print centre's warnings.
 */
export const startsChanged = (tournamentId: string) => [startsKey(tournamentId), queryKeys.teams(tournamentId), printCatalogueKey(tournamentId)] as const;
