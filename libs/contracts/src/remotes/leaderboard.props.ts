/** /leaderboard?tournament={id}; without an id the page shows today's tournaments. */
export interface LeaderboardPageProps {
  tournamentId?: string;
}

/** /tournament/{tournamentId}/tv inside the shell, /mfe/leaderboard/tv[/{tournamentId}] standalone (active tournament without an id). */
export interface TvPageProps {
  tournamentId?: string;
}
