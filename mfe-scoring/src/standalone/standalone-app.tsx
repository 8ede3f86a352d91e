import { appBasename, FairwayProviders, StandaloneFrame } from '@fairway/ui';
import { BrowserRouter, Navigate, Outlet, useParams, useRoutes, useSearchParams } from '@fairway/ui/router';
import { QueryClient } from '@tanstack/react-query';
import { JoinPage, ScorecardPage, TeamSelectPage } from '../remote-entry';

function ScorecardRoute() {
  const [search] = useSearchParams();
  const tournamentId = search.get('tournamentId') ?? search.get('tournament') ?? undefined;
  return <ScorecardPage tournamentId={tournamentId} teamId={search.get('teamId') ?? undefined} />;
}

function TeamSelectRoute() {
  return <TeamSelectPage tournamentId={useParams()['tournamentId'] ?? ''} />;
}

function JoinRoute() {
  return <JoinPage tournamentId={useParams()['tournamentId'] ?? ''} />;
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
        { path: '*', element: <Navigate to="/scorecard" replace /> },
      ],
    },
  ]);
}

const queryClient = new QueryClient();

/** The scoring pages on their own, with their own providers (no shell). */
export function StandaloneApp() {
  return (
    <FairwayProviders queryClient={queryClient}>
      <BrowserRouter basename={appBasename(__webpack_public_path__, window.location.origin)}>
        <StandaloneRoutes />
      </BrowserRouter>
    </FairwayProviders>
  );
}
