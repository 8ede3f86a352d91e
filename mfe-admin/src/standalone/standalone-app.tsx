import { StandaloneAppRoot, StandaloneFrame } from '@fairway/ui';
import { Navigate, Outlet, useRoutes } from '@fairway/ui/router';
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


/** The tournament and administration pages on their own, with their own providers (no shell). */
export function StandaloneApp() {
  return (
    <StandaloneAppRoot publicPath={__webpack_public_path__}>
      <StandaloneRoutes />
    </StandaloneAppRoot>
  );
}
