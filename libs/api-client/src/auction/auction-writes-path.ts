/** `/api/tournaments/{id}/auction/{rest}`: where the auction's writes and the bidder's own reads live. */
export function auctionCallPath(tournamentId: string, rest: string): string {
  return `/api/tournaments/${encodeURIComponent(tournamentId)}/auction/${rest}`;
}
