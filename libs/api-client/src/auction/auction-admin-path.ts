import { auctionAdminKey } from '../query/query-keys';
import { tournamentPath } from '../tournaments/tournament-key';

/** `/api/tournaments/{id}/auction[/...]`: the auction's calls. */
export function auctionAdminPath(tournamentId: string, ...rest: Array<string | number>): string {
  return [`${tournamentPath(tournamentId)}/auction`, ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

/** What a change to the auction makes stale for the organiser and the desk: every one of their auction reads. */
export const auctionAdminChanged = (tournamentId: string) => [auctionAdminKey(tournamentId)] as const;
