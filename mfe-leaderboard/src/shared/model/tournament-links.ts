/** The TV view inside the shell. */
export function tvPath(tournamentId: string): string {
  return `/tournament/${encodeURIComponent(tournamentId)}/tv`;
}

/** The absolute team-select URL the join QR code encodes. */
export function teamSelectUrl(tournamentId: string, origin = window.location.origin): string {
  return new URL(`/tournament/${encodeURIComponent(tournamentId)}/team-select`, origin).toString();
}
