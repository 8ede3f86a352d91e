// Links to pages that something other than the page's own app writes: the API puts the registration pages into
// a checkout's return addresses and e-mails, the home page and the tournament card into a QR code.
const tournamentBase = (tournamentId: string) => `/tournament/${encodeURIComponent(tournamentId)}`;

/** The public registration page of a tournament. */
export function registerPagePath(tournamentId: string): string {
  return `${tournamentBase(tournamentId)}/register`;
}

/** Where a registration's checkout returns (paid or not): its confirmation, scoped by the registration's token. */
export function registrationConfirmationPath(tournamentId: string, token: string): string {
  return `${registerPagePath(tournamentId)}/confirmation/${encodeURIComponent(token)}`;
}

/** Where a teammate joins a team with its invite code (the captain's invite e-mail links here). */
export function teamInvitePath(tournamentId: string, inviteCode: string): string {
  return `${tournamentBase(tournamentId)}/join?code=${encodeURIComponent(inviteCode)}`;
}

/** The donate page, where a card checkout returns when the donor goes back. */
export function donatePagePath(tournamentId: string): string {
  return `${tournamentBase(tournamentId)}/donate`;
}

/** A card gift's receipt page (where its checkout returns), scoped by the gift's unguessable token. */
export function giftReceiptPath(tournamentId: string, token: string): string {
  return `${donatePagePath(tournamentId)}/receipt/${encodeURIComponent(token)}`;
}
