/** `/api/tournaments/{id}/{rest}`: where every fundraising call of a tournament lives. */
export function tournamentCharityPath(tournamentId: string, rest: string): string {
  return `/api/tournaments/${encodeURIComponent(tournamentId)}/${rest}`;
}
