import {
  parseAdminPageProps,
  parseAuctionItemPageProps,
  parseAuctionMyBidsPageProps,
  parseAuctionPageProps,
  parseDonatePageProps,
  parseEventInvitePageProps,
  parseOrganisationPageProps,
  parseFieldCardsPageProps,
  parseJoinPageProps,
  parseLeaderboardPageProps,
  parseMyStationsPageProps,
  parseRegisterPageProps,
  parseRegistrationConfirmationPageProps,
  parseResultsPageProps,
  parseRevealPageProps,
  parseScorecardPageProps,
  parseStationPageProps,
  parseTeamSelectPageProps,
  parseTournamentsPageProps,
  parseTvPageProps,
  type RemoteName,
} from '@fairway/contracts/remotes';
import type { ComponentType, ReactElement } from 'react';
import type { Params } from '@fairway/ui/router';
import { HomePage } from '../../features/home/components/home-page';
import { NotFoundPage } from '../../features/not-found/components/not-found-page';
import { AdminPage, EventInvitePage, OrganisationPage, ResultsPage, RevealPage, TournamentsPage } from '../../shared/components/admin.remote';
import { DonatePage, LeaderboardPage, TvPage } from '../../shared/components/leaderboard.remote';
import {
  AuctionItemPage,
  AuctionMyBidsPage,
  AuctionPage,
  FieldCardsPage,
  JoinPage,
  MyStationsPage,
  RegisterPage,
  RegistrationConfirmationPage,
  ScorecardPage,
  StationPage,
  TeamSelectPage,
} from '../../shared/components/scoring.remote';

export interface RouteInput {
  params: Params;
  search: URLSearchParams;
}

export interface AppRoute {
  path: string;
  /** Document title, before " · Fairway Fund". */
  title: string;
  /** The app whose page this route mounts. */
  owner: 'shell' | RemoteName;
  page: string;
  props: (input: RouteInput) => object;
  render: (input: RouteInput) => ReactElement;
}

type Federated<P> = ComponentType<P> & { remote: RemoteName; expose: string };

function remoteRoute<P extends object>(path: string, title: string, Page: Federated<P>, props: (input: RouteInput) => P): AppRoute {
  return { path, title, owner: Page.remote, page: Page.expose, props, render: (input) => <Page {...props(input)} /> };
}

function shellRoute(path: string, title: string, page: string, Page: ComponentType): AppRoute {
  return { path, title, owner: 'shell', page, props: () => ({}), render: () => <Page /> };
}

/** Every route of the product and the page that serves it. */
export const appRoutes: AppRoute[] = [
  shellRoute('/', 'Golf for good', 'HomePage', HomePage),
  remoteRoute('/tournaments', 'Tournaments', TournamentsPage, ({ search }) => parseTournamentsPageProps(search)),
  remoteRoute('/scorecard', 'Scorecard', ScorecardPage, ({ search }) => parseScorecardPageProps(search)),
  remoteRoute('/leaderboard', 'Leaderboard', LeaderboardPage, ({ search }) => parseLeaderboardPageProps(search)),
  remoteRoute('/admin', 'Tournament Administration', AdminPage, ({ search }) => parseAdminPageProps(search)),
  remoteRoute('/tournament/:tournamentId/team-select', 'Select your team', TeamSelectPage, ({ params }) => parseTeamSelectPageProps(params)),
  remoteRoute('/tournament/:tournamentId/join', 'Register a foursome', JoinPage, ({ params, search }) => parseJoinPageProps(params, search)),
  remoteRoute('/tournament/:tournamentId/results', 'Results', ResultsPage, ({ params }) => parseResultsPageProps(params)),
  remoteRoute('/tournament/:tournamentId/reveal', 'Awards reveal', RevealPage, ({ params }) => parseRevealPageProps(params)),
  remoteRoute('/tournament/:tournamentId/tv', 'Clubhouse TV', TvPage, ({ params }) => parseTvPageProps(params)),
  remoteRoute('/tournament/:tournamentId/donate', 'Donate', DonatePage, ({ params }) => parseDonatePageProps(params)),
  remoteRoute('/tournament/:tournamentId/donate/receipt/:receiptToken', 'Your receipt', DonatePage, ({ params }) => parseDonatePageProps(params)),
  remoteRoute('/tournament/:tournamentId/register', 'Registration', RegisterPage, ({ params }) => parseRegisterPageProps(params)),
  remoteRoute('/tournament/:tournamentId/register/confirmation/:token', 'Your registration', RegistrationConfirmationPage, ({ params }) =>
    parseRegistrationConfirmationPageProps(params),
  ),
  remoteRoute('/tournament/:tournamentId/field-cards', 'Field cards', FieldCardsPage, ({ params }) => parseFieldCardsPageProps(params)),
  remoteRoute('/tournament/:tournamentId/my-stations', 'My stations', MyStationsPage, ({ params, search }) => parseMyStationsPageProps(params, search)),
  remoteRoute('/tournament/:tournamentId/auction', 'Silent auction', AuctionPage, ({ params }) => parseAuctionPageProps(params)),
  remoteRoute('/tournament/:tournamentId/auction/my-bids', 'My bids', AuctionMyBidsPage, ({ params }) => parseAuctionMyBidsPageProps(params)),
  remoteRoute('/tournament/:tournamentId/auction/:itemId', 'Auction item', AuctionItemPage, ({ params }) => parseAuctionItemPageProps(params)),
  remoteRoute('/event-invite/:code', 'Event team invitation', EventInvitePage, ({ params }) => parseEventInvitePageProps(params)),
  remoteRoute('/organisations/:organisationId', 'Organisation', OrganisationPage, ({ params }) => parseOrganisationPageProps(params)),
  remoteRoute('/station/:token', 'Contest station', StationPage, ({ params }) => parseStationPageProps(params)),
  shellRoute('*', '404 Page Not Found', 'NotFoundPage', NotFoundPage),
];
