import { StandaloneAppRoot, StandaloneFrame } from '@fairway/ui';
import { parseAdminPageProps, parseEventInvitePageProps, parseOrganisationPageProps } from '@fairway/contracts/remotes';
import { Navigate, Outlet, useParams, useRoutes, useSearchParams } from '@fairway/ui/router';
import { AdminPage, EventInvitePage, OrganisationPage, ResultsPage, RevealPage, TournamentsPage } from '../remote-entry';

function StandaloneResults() {
  const { tournamentId = '' } = useParams();
  return <ResultsPage tournamentId={tournamentId} />;
}

function StandaloneReveal() {
  const { tournamentId = '' } = useParams();
  return <RevealPage tournamentId={tournamentId} />;
}

function StandaloneAdmin() {
  const [search] = useSearchParams();
  return <AdminPage {...parseAdminPageProps(search)} />;
}

function StandaloneEventInvite() {
  return <EventInvitePage {...parseEventInvitePageProps(useParams())} />;
}

function StandaloneOrganisation() {
  return <OrganisationPage {...parseOrganisationPageProps(useParams())} />;
}

function StandaloneRoutes() {
  return useRoutes([
    {
      element: (
        <StandaloneFrame area="Administration">
          <Outlet />
        </StandaloneFrame>
      ),
      children: [
        { path: 'tournaments', element: <TournamentsPage /> },
        { path: 'admin', element: <StandaloneAdmin /> },
        { path: 'event-invite/:code', element: <StandaloneEventInvite /> },
        { path: 'organisations/:organisationId', element: <StandaloneOrganisation /> },
        { path: 'tournament/:tournamentId/results', element: <StandaloneResults /> },
        { path: 'tournament/:tournamentId/reveal', element: <StandaloneReveal /> },
        { path: '*', element: <Navigate to="/tournaments" replace /> },
      ],
    },
  ]);
}

/** The tournament and administration pages on their own, with their own providers (no shell). */
export function StandaloneApp() {
  return (
    <StandaloneAppRoot publicPath={__webpack_public_path__}>
      <StandaloneRoutes />
    </StandaloneAppRoot>
  );
}
