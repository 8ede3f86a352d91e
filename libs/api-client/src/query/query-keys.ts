// The cache keys pages read and the live event stream writes with setQueryData: one definition, so a pushed
// event lands exactly where a page looks for it.
export const queryKeys = {
  leaderboard: (tournamentId: string) => ['/api/leaderboard', tournamentId] as const,
  todaysLeaderboard: () => ['/api/leaderboard', 'today'] as const,
  teamScores: (tournamentId: string, teamId: string) => ['/api/scores', tournamentId, teamId] as const,
  holeScores: (tournamentId: string, teamId: string, hole: number) => ['/api/scores/hole', tournamentId, teamId, hole] as const,
  activity: (tournamentId: string) => ['/api/tournaments/activity', tournamentId] as const,
  /** A public fundraising read; without `read`, all of them (what a `charity` event makes stale). */
  charity: <R extends CharityRead>(tournamentId: string, ...read: [R] | []) => ['/api/tournaments/charity', tournamentId, ...read] as const,
};

export type CharityRead = 'donor-wall' | 'raised-by-team' | 'sponsors' | 'hole-sponsors' | 'birdie-pledges';
