import { appBasename, FairwayProviders, StandaloneFrame } from '@fairway/ui';
import { BrowserRouter, Navigate, Outlet, useRoutes } from '@fairway/ui/router';
import { QueryClient } from '@tanstack/react-query';
import { AdminPage, TournamentsPage } from '../remote-entry';

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
        { path: 'admin', element: <AdminPage /> },
        { path: '*', element: <Navigate to="/tournaments" replace /> },
      ],
    },
  ]);
}

const queryClient = new QueryClient();

/** The tournament and administration pages on their own, with their own providers (no shell). */
export function StandaloneApp() {
  return (
    <FairwayProviders queryClient={queryClient}>
      <BrowserRouter basename={appBasename(__webpack_public_path__, window.location.origin)}>
        <StandaloneRoutes />
      </BrowserRouter>
    </FairwayProviders>
  );
}
