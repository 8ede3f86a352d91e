import { registerPagePath } from '@fairway/contracts/remotes';

/** Where the Join Tournament card leads: choosing a team, joining with a code, and the clubhouse TV. */
export function tournamentLinks(tournamentId: string) {
  const base = `/tournament/${encodeURIComponent(tournamentId)}`;
  return { teamSelect: `${base}/team-select`, join: `${base}/join`, tv: `${base}/tv` };
}

/** The absolute team-select URL: what the entry QR code encodes and Copy QR Link copies. */
export function teamSelectUrl(tournamentId: string, origin = window.location.origin): string {
  return new URL(tournamentLinks(tournamentId).teamSelect, origin).toString();
}

/** The absolute registration page URL: what the registration QR code encodes. */
export function registerUrl(tournamentId: string, origin = window.location.origin): string {
  return new URL(registerPagePath(tournamentId), origin).toString();
}
