// The cache keys pages read and the live event stream writes with setQueryData: one definition, so a pushed
// event lands exactly where a page looks for it.
export const queryKeys = {
  leaderboard: (tournamentId: string) => ['/api/leaderboard', tournamentId] as const,
  todaysLeaderboard: () => ['/api/leaderboard', 'today'] as const,
  teamScores: (tournamentId: string, teamId: string) => ['/api/scores', tournamentId, teamId] as const,
  holeScores: (tournamentId: string, teamId: string, hole: number) => ['/api/scores/hole', tournamentId, teamId, hole] as const,
  activity: (tournamentId: string) => ['/api/tournaments/activity', tournamentId] as const,
  donorWall: (tournamentId: string) => ['/api/tournaments/donor-wall', tournamentId] as const,
  raisedByTeam: (tournamentId: string) => ['/api/tournaments/raised-by-team', tournamentId] as const,
  sponsors: (tournamentId: string) => ['/api/tournaments/sponsors', tournamentId] as const,
  holeSponsors: (tournamentId: string) => ['/api/tournaments/hole-sponsors', tournamentId] as const,
  birdiePledges: (tournamentId: string) => ['/api/tournaments/birdie-pledges', tournamentId] as const,
};
