// The standalone leaderboard app has two pages, so it reads its address itself instead of carrying a router.

export type StandaloneRoute = { page: 'tv'; tournamentId?: string } | { page: 'leaderboard' };

/**
 * The page an address under the remote's base opens: `tv`, `tv/<tournamentId>` or `leaderboard`; `null` for
 * any other path (the app sends it to the TV).
 */
export function standaloneRoute(pathname: string, basename: string): StandaloneRoute | null {
  const path = (pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname).replace(/^\/+|\/+$/g, '');
  if (path === 'leaderboard') return { page: 'leaderboard' };
  const tv = /^tv(?:\/([^/]+))?$/.exec(path);
  if (!tv) return null;
  return tv[1] === undefined ? { page: 'tv' } : { page: 'tv', tournamentId: decodeURIComponent(tv[1]) };
}
