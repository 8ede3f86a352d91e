// The cache keys pages read and the live event stream writes with setQueryData: one definition, so a pushed
// event lands exactly where a page looks for it.
export const queryKeys = {
  leaderboard: (tournamentId: string) => ['/api/leaderboard', tournamentId] as const,
  todaysLeaderboard: () => ['/api/leaderboard', 'today'] as const,
  teamScores: (tournamentId: string, teamId: string) => ['/api/scores', tournamentId, teamId] as const,
  holeScores: (tournamentId: string, teamId: string, hole: number) => ['/api/scores/hole', tournamentId, teamId, hole] as const,
  activity: (tournamentId: string) => ['/api/tournaments/activity', tournamentId] as const,
  activeTournaments: () => ['/api/tournaments/active'] as const,
  teams: (tournamentId: string) => [`/api/tournaments/${encodeURIComponent(tournamentId)}/teams`] as const,
  cardStatus: (tournamentId: string, teamId: string) => ['/api/scores/card', tournamentId, teamId] as const,
  /** A public fundraising read; without `read`, all of them (what a `charity` event makes stale). */
  contests: (tournamentId: string) => ['/api/tournaments/contests', tournamentId] as const,
  skinsBoard: (tournamentId: string) => ['/api/tournaments/skins/board', tournamentId] as const,
  revealState: (tournamentId: string) => ['/api/tournaments/awards/reveal', tournamentId] as const,
  charity: <R extends CharityRead>(tournamentId: string, ...read: [R] | []) => ['/api/tournaments/charity', tournamentId, ...read] as const,
  /** Under the charity reads: a sale at check-in (a `charity` event) refreshes the team's wallet. */
  teamWallet: (tournamentId: string, teamId: string) => ['/api/tournaments/charity', tournamentId, 'wallet', teamId] as const,
};

export type CharityRead =
  'donor-wall' | 'raised-by-team' | 'sponsors' | 'hole-sponsors' | 'birdie-pledges' | 'ledger' | 'sponsor-tiers' | 'add-ons' | 'mulligan-rules';

// Keys only one page reads stay out of queryKeys, which every page that follows the live stream carries whole.
export const chatSuggestionsKey = (page: string) => ['/api/chat/suggestions', page] as const;
/** A volunteer station's view, by its link's token (the station page alone reads it). */
export const stationViewKey = (token: string) => ['/api/station', token] as const;
