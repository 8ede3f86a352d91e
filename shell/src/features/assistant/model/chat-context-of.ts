export interface ChatPageIds {
  tournamentId?: string;
  teamId?: string;
}

const tournamentPath = /^\/tournament\/([^/]+)/;

/** The tournament and team the page's URL names (path /tournament/:id/..., or ?tournamentId=, ?tournament=, ?teamId=). */
export function chatPageIdsOf(pathname: string, search: string): ChatPageIds {
  const query = new URLSearchParams(search);
  const tournamentId = tournamentPath.exec(pathname)?.[1] ?? (query.get('tournamentId') || query.get('tournament') || undefined);
  const teamId = query.get('teamId') || undefined;
  return { ...(tournamentId && { tournamentId: decodeURIComponent(tournamentId) }), ...(teamId && { teamId }) };
}
