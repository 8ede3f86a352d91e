/** `/api/tournaments/{id}/{rest}`: where every fundraising call of a tournament lives. */
export function tournamentFundraisingPath(tournamentId: string, rest: string): string {
  return `/api/tournaments/${encodeURIComponent(tournamentId)}/${rest}`;
}
