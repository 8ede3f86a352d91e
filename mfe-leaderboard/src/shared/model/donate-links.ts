/** The donate page inside the shell. */
export function donatePath(tournamentId: string): string {
  return `/tournament/${encodeURIComponent(tournamentId)}/donate`;
}

/** The absolute donate URL the QR codes on the TV and the leaderboard encode. */
export function donateUrl(tournamentId: string, origin = window.location.origin): string {
  return new URL(donatePath(tournamentId), origin).toString();
}
