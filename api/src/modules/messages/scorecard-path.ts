/** A player's scorecard page for their team (the e-mails' "Open your scorecard"); without a team, the tournament's. */
export function scorecardPath(tournamentId: string, teamId: string | null): string {
  const query = new URLSearchParams({ tournamentId });
  if (teamId) query.set('teamId', teamId);
  return `/scorecard?${query.toString()}`;
}
