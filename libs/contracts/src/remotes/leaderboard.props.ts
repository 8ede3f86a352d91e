/** /leaderboard?tournament={id}; without an id the page shows today's tournaments. */
export interface LeaderboardPageProps {
  tournamentId?: string;
}

/** /tournament/{tournamentId}/donate: a guest's gift and birdie pledge, from the QR code on the TV and the leaderboard. */
export interface DonatePageProps {
  tournamentId: string;
  /** /tournament/{tournamentId}/donate/receipt/{receiptToken}: a card gift's receipt, where its checkout returns. */
  receiptToken?: string;
}

/** /tournament/{tournamentId}/tv inside the shell, /mfe/leaderboard/tv[/{tournamentId}] standalone (active tournament without an id). */
export interface TvPageProps {
  tournamentId?: string;
}
