/** Where a team's scorecard opens: both ids in the URL, so the card's reads start at once. */
export function scorecardLink(tournamentId: string, teamId: string): string {
  return `/scorecard?tournamentId=${encodeURIComponent(tournamentId)}&teamId=${encodeURIComponent(teamId)}`;
}
