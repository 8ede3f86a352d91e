import type { RemoteName } from '@fairway/contracts/remotes';

/** A first read of a page: `{tournamentId}` and `{teamId}` come from the route's path or query. */
export interface PreloadRead {
  path: string;
  /** The API answers a signed-in member more than a visitor (a team list's invite codes and e-mails, a tournament's canManage). */
  personal?: boolean;
}

export interface PreloadRoute {
  /** As in app-routes: `:name` segments. */
  path: string;
  remote?: RemoteName;
  expose?: string;
  reads: PreloadRead[];
  /** The page a player most likely opens next, fetched (not run) once this one has shown. */
  next?: { remote: RemoteName; expose: string };
}

// A tournament read tells its caller what they may do there (canManage, isMember): an anonymous answer is no
// signed-in user's.
const tournament: PreloadRead = { path: '/api/tournaments/{tournamentId}', personal: true };
const board: PreloadRead = { path: '/api/leaderboard/{tournamentId}' };
const teams: PreloadRead = { path: '/api/tournaments/{tournamentId}/teams', personal: true };
// The cart's QR code opens team-select, and the next tap opens the scorecard.
const scorecardPage = { remote: 'scoring', expose: 'ScorecardPage' } as const;
// The catalogue says who leads and the caller's own standing (their bidder number, winning or outbid).
const auction: PreloadRead = { path: '/api/tournaments/{tournamentId}/auction', personal: true };

/**
 * What each page of the shell needs first, started by the page's HTML before the app's code arrives: the
 * remote and expose it mounts (its manifest, entry and chunks) and the API reads its first paint waits on,
 * written exactly as libs/api-client's fetchers ask for them (a test keeps them equal). A read whose id is
 * not in the URL is left to the page.
 */
export const preloadRoutes: PreloadRoute[] = [
  { path: '/', reads: [{ path: '/api/tournaments/active', personal: true }] },
  { path: '/tournaments', remote: 'admin', expose: 'TournamentsPage', reads: [{ path: '/api/tournaments?limit=100&offset=0', personal: true }] },
  {
    path: '/scorecard',
    remote: 'scoring',
    expose: 'ScorecardPage',
    reads: [tournament, teams, board, { path: '/api/scores?tournamentId={tournamentId}&teamId={teamId}' }],
  },
  { path: '/leaderboard', remote: 'leaderboard', expose: 'LeaderboardPage', reads: [tournament, board, { path: '/api/tournaments/{tournamentId}/activity' }] },
  { path: '/tournament/:tournamentId/team-select', remote: 'scoring', expose: 'TeamSelectPage', reads: [tournament, teams], next: scorecardPage },
  { path: '/tournament/:tournamentId/join', remote: 'scoring', expose: 'JoinPage', reads: [tournament], next: scorecardPage },
  { path: '/tournament/:tournamentId/results', remote: 'admin', expose: 'ResultsPage', reads: [tournament, board] },
  { path: '/tournament/:tournamentId/reveal', remote: 'admin', expose: 'RevealPage', reads: [tournament] },
  { path: '/tournament/:tournamentId/tv', remote: 'leaderboard', expose: 'TvPage', reads: [tournament, board] },
  {
    path: '/tournament/:tournamentId/donate',
    remote: 'leaderboard',
    expose: 'DonatePage',
    reads: [tournament, { path: '/api/tournaments/{tournamentId}/donor-wall' }],
  },
  // A card gift's receipt, where its checkout returns: the token in the path is its only key.
  {
    path: '/tournament/:tournamentId/donate/receipt/:receiptToken',
    remote: 'leaderboard',
    expose: 'DonatePage',
    reads: [tournament, { path: '/api/receipts/{receiptToken}' }],
  },
  { path: '/tournament/:tournamentId/register', remote: 'scoring', expose: 'RegisterPage', reads: [{ path: '/api/tournaments/{tournamentId}/registration' }] },
  // The token in the path is the registration's only key: the read names nobody else's.
  {
    path: '/tournament/:tournamentId/register/confirmation/:token',
    remote: 'scoring',
    expose: 'RegistrationConfirmationPage',
    reads: [{ path: '/api/registrations/{token}' }],
  },
  { path: '/tournament/:tournamentId/field-cards', remote: 'scoring', expose: 'FieldCardsPage', reads: [tournament, teams, board], next: scorecardPage },
  {
    path: '/tournament/:tournamentId/my-stations',
    remote: 'scoring',
    expose: 'MyStationsPage',
    reads: [tournament, { path: '/api/tournaments/{tournamentId}/my-stations', personal: true }],
  },
  // A guest taps an item next; my-bids before :itemId, which would match it too.
  {
    path: '/tournament/:tournamentId/auction',
    remote: 'scoring',
    expose: 'AuctionPage',
    reads: [auction],
    next: { remote: 'scoring', expose: 'AuctionItemPage' },
  },
  { path: '/tournament/:tournamentId/auction/my-bids', remote: 'scoring', expose: 'AuctionMyBidsPage', reads: [auction] },
  { path: '/tournament/:tournamentId/auction/:itemId', remote: 'scoring', expose: 'AuctionItemPage', reads: [auction] },
  { path: '/admin', remote: 'admin', expose: 'AdminPage', reads: [] },
  { path: '/event-invite/:code', remote: 'admin', expose: 'EventInvitePage', reads: [] },
  {
    path: '/organisations/:organisationId',
    remote: 'admin',
    expose: 'OrganisationPage',
    reads: [{ path: '/api/organisations/{organisationId}', personal: true }],
  },
  // The station's read carries its token in a header, which a page's HTML cannot send: the page reads it.
  { path: '/station/:token', remote: 'scoring', expose: 'StationPage', reads: [] },
];
