// One parser per page's props, from the URL the page was opened with: the shell's routes and each remote's
// standalone routes read them here, so /leaderboard?tournamentId= means the same in both.
import type * as admin from './admin.props';
import type * as leaderboard from './leaderboard.props';
import type * as scoring from './scoring.props';

type RouteParams = Partial<Record<string, string | undefined>>;

function present(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}

function withoutUndefined<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as T;
}

/** `?tournamentId=` wins over the shorter `?tournament=` when a link carries both. */
function tournamentFromQuery(search: URLSearchParams): string | undefined {
  return present(search.get('tournamentId')) ?? present(search.get('tournament'));
}

/** The :tournamentId segment; the routers only match these pages when it is there. */
function requiredTournamentId(params: RouteParams): string {
  const tournamentId = params['tournamentId'];
  if (!tournamentId) throw new Error('route is missing its :tournamentId segment');
  return tournamentId;
}

/** /scorecard?tournament={id} or ?tournamentId={id}&teamId={id} */
export function parseScorecardPageProps(search: URLSearchParams): scoring.ScorecardPageProps {
  return withoutUndefined({ tournamentId: tournamentFromQuery(search), teamId: present(search.get('teamId')) });
}

/** /tournaments?create=1 */
export function parseTournamentsPageProps(search: URLSearchParams): admin.TournamentsPageProps {
  return withoutUndefined({ create: search.get('create') === '1' ? true : undefined });
}

/** /leaderboard?tournament={id} (or ?tournamentId={id}) */
export function parseLeaderboardPageProps(search: URLSearchParams): leaderboard.LeaderboardPageProps {
  return withoutUndefined({ tournamentId: tournamentFromQuery(search) });
}

/** /tournament/{tournamentId}/team-select */
export function parseTeamSelectPageProps(params: RouteParams): scoring.TeamSelectPageProps {
  return { tournamentId: requiredTournamentId(params) };
}

/** /tournament/{tournamentId}/join[?code={inviteCode}] */
export function parseJoinPageProps(params: RouteParams, search = new URLSearchParams()): scoring.JoinPageProps {
  return withoutUndefined({ tournamentId: requiredTournamentId(params), code: present(search.get('code')?.trim().toUpperCase()) });
}

/** /tournament/{tournamentId}/register */
export function parseRegisterPageProps(params: RouteParams): scoring.RegisterPageProps {
  return { tournamentId: requiredTournamentId(params) };
}

/** /tournament/{tournamentId}/register/confirmation/{token} */
export function parseRegistrationConfirmationPageProps(params: RouteParams): scoring.RegistrationConfirmationPageProps {
  return { tournamentId: requiredTournamentId(params), token: params['token'] ?? '' };
}

/** /tournament/{tournamentId}/field-cards */
export function parseFieldCardsPageProps(params: RouteParams): scoring.FieldCardsPageProps {
  return { tournamentId: requiredTournamentId(params) };
}

/** /tournament/{tournamentId}/my-stations[?contest={contestId}] */
export function parseMyStationsPageProps(params: RouteParams, search = new URLSearchParams()): scoring.MyStationsPageProps {
  return withoutUndefined({ tournamentId: requiredTournamentId(params), contestId: present(search.get('contest')) });
}

/** /tournament/{tournamentId}/auction */
export function parseAuctionPageProps(params: RouteParams): scoring.AuctionPageProps {
  return { tournamentId: requiredTournamentId(params) };
}

/** /tournament/{tournamentId}/auction/{itemId} */
export function parseAuctionItemPageProps(params: RouteParams): scoring.AuctionItemPageProps {
  return { tournamentId: requiredTournamentId(params), itemId: params['itemId'] ?? '' };
}

/** /tournament/{tournamentId}/auction/my-bids */
export function parseAuctionMyBidsPageProps(params: RouteParams): scoring.AuctionMyBidsPageProps {
  return { tournamentId: requiredTournamentId(params) };
}

/** /station/{token} */
export function parseStationPageProps(params: RouteParams): scoring.StationPageProps {
  return { token: params['token'] ?? '' };
}

/** /tournament/{tournamentId}/tv in the shell; /tv[/{tournamentId}] standalone, where no id means today's tournament. */
export function parseTvPageProps(params: RouteParams): leaderboard.TvPageProps {
  return withoutUndefined({ tournamentId: present(params['tournamentId']) });
}

/** /tournament/{tournamentId}/donate, and a card gift's receipt at /tournament/{tournamentId}/donate/receipt/{receiptToken} */
export function parseDonatePageProps(params: RouteParams): leaderboard.DonatePageProps {
  return withoutUndefined({ tournamentId: requiredTournamentId(params), receiptToken: present(params['receiptToken']) });
}

/** /admin[?tournament={id}] (or ?tournamentId={id}) */
export function parseAdminPageProps(search: URLSearchParams): admin.AdminPageProps {
  return withoutUndefined({ tournamentId: tournamentFromQuery(search) });
}

/** /event-invite/{code} */
export function parseEventInvitePageProps(params: RouteParams): admin.EventInvitePageProps {
  return { code: params['code'] ?? '' };
}

/** /organisations/{organisationId} */
export function parseOrganisationPageProps(params: RouteParams): admin.OrganisationPageProps {
  return { organisationId: params['organisationId'] ?? '' };
}

/** /tournament/{tournamentId}/results */
export function parseResultsPageProps(params: RouteParams): admin.ResultsPageProps {
  return { tournamentId: requiredTournamentId(params) };
}

/** /tournament/{tournamentId}/reveal */
export function parseRevealPageProps(params: RouteParams): admin.RevealPageProps {
  return { tournamentId: requiredTournamentId(params) };
}
