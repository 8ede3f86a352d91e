export const pageNames = ['home', 'tournaments', 'scorecard', 'leaderboard', 'admin', 'tournament'] as const;
export type PageName = (typeof pageNames)[number];

const knownPages: ReadonlySet<string> = new Set(pageNames);

/**
 * The page the widget reports (the first path segment, or 'home'). Clients may send it with slashes,
 * a query or in capitals; anything unknown is treated as home.
 */
export function pageName(currentPage: string | undefined): PageName {
  const segment = (currentPage ?? '').trim().toLowerCase().replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return knownPages.has(segment) ? (segment as PageName) : 'home';
}
