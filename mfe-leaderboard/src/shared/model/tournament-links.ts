/** The TV view inside the shell. */
export function tvPath(tournamentId: string): string {
  return `/tournament/${encodeURIComponent(tournamentId)}/tv`;
}

/** The absolute team-select URL the join QR code encodes. */
export function teamSelectUrl(tournamentId: string, origin = window.location.origin): string {
  return new URL(`/tournament/${encodeURIComponent(tournamentId)}/team-select`, origin).toString();
}

/** The absolute address of the auction's catalogue on a phone, for the TV's "Scan to bid" code. */
export function auctionUrl(tournamentId: string, origin = window.location.origin): string {
  return new URL(`/tournament/${encodeURIComponent(tournamentId)}/auction`, origin).toString();
}
