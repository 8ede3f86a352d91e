import {
  parseAuctionItemPageProps,
  parseAuctionMyBidsPageProps,
  parseAuctionPageProps,
  parseFieldCardsPageProps,
  parseJoinPageProps,
  parseMyStationsPageProps,
  parseRegisterPageProps,
  parseRegistrationConfirmationPageProps,
  parseScorecardPageProps,
  parseStationPageProps,
  parseTeamSelectPageProps,
} from '@fairway/contracts/remotes';
import { StandaloneAppRoot, StandaloneFrame } from '@fairway/ui';
import { Navigate, Outlet, useParams, useRoutes, useSearchParams } from '@fairway/ui/router';
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
} from '../remote-entry';

function ScorecardRoute() {
  const [search] = useSearchParams();
  return <ScorecardPage {...parseScorecardPageProps(search)} />;
}

function TeamSelectRoute() {
  return <TeamSelectPage {...parseTeamSelectPageProps(useParams())} />;
}

function JoinRoute() {
  const [search] = useSearchParams();
  return <JoinPage {...parseJoinPageProps(useParams(), search)} />;
}

function StationRoute() {
  return <StationPage {...parseStationPageProps(useParams())} />;
}

function RegisterRoute() {
  return <RegisterPage {...parseRegisterPageProps(useParams())} />;
}

function RegistrationConfirmationRoute() {
  return <RegistrationConfirmationPage {...parseRegistrationConfirmationPageProps(useParams())} />;
}

function FieldCardsRoute() {
  return <FieldCardsPage {...parseFieldCardsPageProps(useParams())} />;
}

function MyStationsRoute() {
  const [search] = useSearchParams();
  return <MyStationsPage {...parseMyStationsPageProps(useParams(), search)} />;
}

function AuctionRoute() {
  return <AuctionPage {...parseAuctionPageProps(useParams())} />;
}

function AuctionItemRoute() {
  return <AuctionItemPage {...parseAuctionItemPageProps(useParams())} />;
}

function AuctionMyBidsRoute() {
  return <AuctionMyBidsPage {...parseAuctionMyBidsPageProps(useParams())} />;
}

function StandaloneRoutes() {
  return useRoutes([
    {
      element: (
        <StandaloneFrame area="Scoring">
          <Outlet />
        </StandaloneFrame>
      ),
      children: [
        { path: 'scorecard', element: <ScorecardRoute /> },
        { path: 'tournament/:tournamentId/team-select', element: <TeamSelectRoute /> },
        { path: 'tournament/:tournamentId/join', element: <JoinRoute /> },
        { path: 'station/:token', element: <StationRoute /> },
        { path: 'tournament/:tournamentId/register', element: <RegisterRoute /> },
        { path: 'tournament/:tournamentId/register/confirmation/:token', element: <RegistrationConfirmationRoute /> },
        { path: 'tournament/:tournamentId/field-cards', element: <FieldCardsRoute /> },
        { path: 'tournament/:tournamentId/my-stations', element: <MyStationsRoute /> },
        { path: 'tournament/:tournamentId/auction', element: <AuctionRoute /> },
        { path: 'tournament/:tournamentId/auction/my-bids', element: <AuctionMyBidsRoute /> },
        { path: 'tournament/:tournamentId/auction/:itemId', element: <AuctionItemRoute /> },
        { path: '*', element: <Navigate to="/scorecard" replace /> },
      ],
    },
  ]);
}

/** The scoring pages on their own, with their own providers (no shell). */
export function StandaloneApp() {
  return (
    <StandaloneAppRoot publicPath={__webpack_public_path__}>
      <StandaloneRoutes />
    </StandaloneAppRoot>
  );
}
