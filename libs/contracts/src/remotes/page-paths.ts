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

/** A scorer's page: every team of the field, each card opened as the scorer. */
export function fieldCardsPath(tournamentId: string): string {
  return `${tournamentBase(tournamentId)}/field-cards`;
}

/** A contest volunteer's page: their contests, each opening its station. */
export function myStationsPath(tournamentId: string): string {
  return `${tournamentBase(tournamentId)}/my-stations`;
}

/** One contest's station, opened with the volunteer's own account from their page. */
export function myStationPath(tournamentId: string, contestId: string): string {
  return `${myStationsPath(tournamentId)}?contest=${encodeURIComponent(contestId)}`;
}

/** The silent auction's catalogue on a guest's phone. */
export function auctionPagePath(tournamentId: string): string {
  return `${tournamentBase(tournamentId)}/auction`;
}

/** One auction item's page (the outbid e-mail and toast link here). */
export function auctionItemPath(tournamentId: string, itemId: string): string {
  return `${auctionPagePath(tournamentId)}/${encodeURIComponent(itemId)}`;
}

/** The guest's own bids, what they won and their bill. */
export function auctionMyBidsPath(tournamentId: string): string {
  return `${auctionPagePath(tournamentId)}/my-bids`;
}

/** Tournament Administration, opened on the tournament (an organiser's or a desk's landing). */
export function adminPagePath(tournamentId: string): string {
  return `/admin?tournament=${encodeURIComponent(tournamentId)}`;
}

/** Where an invitation to an event's team is accepted (its e-mail and shared link point here). */
export function eventInvitePath(code: string): string {
  return `/event-invite/${encodeURIComponent(code)}`;
}

/** An organisation's page: its events by year, members and people. */
export function organisationPagePath(organisationId: string): string {
  return `/organisations/${encodeURIComponent(organisationId)}`;
}

/** A tournament's leaderboard page (the results e-mail links its final board here). */
export function leaderboardPagePath(tournamentId: string): string {
  return `/leaderboard?${new URLSearchParams({ tournamentId }).toString()}`;
}
