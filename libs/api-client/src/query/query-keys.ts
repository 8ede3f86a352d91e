// The cache keys pages read and the live event stream writes with setQueryData: one definition, so a pushed
// event lands exactly where a page looks for it.
export const queryKeys = {
  leaderboard: (tournamentId: string) => ['/api/leaderboard', tournamentId] as const,
  todaysLeaderboard: () => ['/api/leaderboard', 'today'] as const,
  teamScores: (tournamentId: string, teamId: string) => ['/api/scores', tournamentId, teamId] as const,
  holeScores: (tournamentId: string, teamId: string, hole: number) => ['/api/scores/hole', tournamentId, teamId, hole] as const,
  activity: (tournamentId: string) => ['/api/tournaments/activity', tournamentId] as const,
  activeTournaments: () => ['/api/tournaments/active'] as const,
  teams: (tournamentId: string) => [`/api/tournaments/${encodeURIComponent(tournamentId)}/teams`] as const,
  cardStatus: (tournamentId: string, teamId: string) => ['/api/scores/card', tournamentId, teamId] as const,
  /** Every contest of a tournament with its leaders (what a `contests` event carries). */
  contests: (tournamentId: string) => ['/api/tournaments/contests', tournamentId] as const,
  /** What the TV shows of the awards ceremony (what an `awards` event carries). */
  revealState: (tournamentId: string) => ['/api/tournaments/awards/reveal', tournamentId] as const,
  /** Skins settings or board; without `read`, both. */
  skins: (tournamentId: string, ...read: ['settings' | 'board'] | []) => ['/api/tournaments/skins', tournamentId, ...read] as const,
  /** A public fundraising read; without `read`, all of them (what a `charity` event makes stale). */
  fundraising: <R extends FundraisingRead>(tournamentId: string, ...read: [R] | []) => ['/api/tournaments/fundraising', tournamentId, ...read] as const,
  /** The public auction catalogue (what an `auction` event updates); without `read`, every auction read. */
  auction: (tournamentId: string, ...read: [AuctionRead] | []) => ['/api/tournaments/auction', tournamentId, ...read] as const,
  /** Under the fundraising reads: a sale at check-in (a `charity` event) refreshes the team's wallet. */
  teamWallet: (tournamentId: string, teamId: string) => ['/api/tournaments/fundraising', tournamentId, 'wallet', teamId] as const,
};

export type AuctionRead = 'catalogue';

export type FundraisingRead =
  'donor-wall' | 'raised-by-team' | 'sponsors' | 'hole-sponsors' | 'birdie-pledges' | 'ledger' | 'sponsor-tiers' | 'add-ons' | 'mulligan-rules' | 'close-out';

// Keys only one page reads stay out of queryKeys, which every page that follows the live stream carries whole.
export const chatSuggestionsKey = (page: string) => ['/api/chat/suggestions', page] as const;
/** A volunteer station's view, by its link's token (the station page alone reads it). */
export const stationViewKey = (token: string) => ['/api/station', token] as const;
/** The signed-in caller's own contest stations on a tournament. */
export const myStationsKey = (tournamentId: string) => ['/api/tournaments/my-stations', tournamentId] as const;
/** The organiser's reads of one contest: its station links, its entries (voided ones too) and its trail; without arguments, all. */
export function contestAdminKey(...args: [contestId: string, read: 'stations' | 'entries' | 'audit'] | []) {
  return ['/api/contests', ...args] as const;
}
/** The organiser's awards reads; without `read`, all of them. */
export const awardsAdminKey = (tournamentId: string, ...read: ['settings' | 'list'] | []) => ['/api/tournaments/awards', tournamentId, ...read] as const;
/**
 * A tournament's registration reads (the public page, the organiser's settings and list); without `read`, all.
 * Under the fundraising prefix: a paid registration moves money, and its `charity` event makes them stale too.
 */
export const registrationKey = (tournamentId: string, ...read: ['page' | 'settings' | 'list'] | []) =>
  ['/api/tournaments/fundraising', tournamentId, 'registration', ...read] as const;
/** One registration as the holder of its link reads it (the confirmation and offer pages). */
export const ownRegistrationKey = (token: string) => ['/api/registrations', token] as const;
/** What joining a team registered online asks the signed-in caller, by its invite code. */
export const teammateFormKey = (inviteCode: string) => ['/api/registration/teammates', inviteCode] as const;
/** A tournament's event team (the Team tab). */
export const eventTeamKey = (tournamentId: string) => ['/api/tournaments/event-team', tournamentId] as const;
/** The tournaments where the signed-in person holds a role ("My events"). */
export const myEventRolesKey = () => ['/api/me/event-roles'] as const;
/** What an invitation shows before it is accepted, by its code. */
export const eventInvitationKey = (code: string) => ['/api/event-invites', code] as const;
/** The organisations the signed-in caller belongs to; also the prefix of every organisation's reads. */
export const organisationsKey = () => ['/api/organisations'] as const;
/** One organisation's reads (its page, its people); without `read`, both. */
export const organisationKey = (id: string, ...read: ['page' | 'people'] | []) => ['/api/organisations', id, ...read] as const;
/**
 * The organiser's and the desk's auction reads (items, the auction as the organiser sees it, bidders, the unpaid
 * list, one bidder's bill); without `read`, all of them.
 */
export const auctionAdminKey = (tournamentId: string, ...read: ['items' | 'overview' | 'bidders' | 'unpaid'] | ['bill', number] | []) =>
  ['/api/tournaments/auction-admin', tournamentId, ...read] as const;
