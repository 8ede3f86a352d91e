import { parseLeaderboardPageProps, parseTvPageProps } from '@fairway/contracts/remotes';
import { PublicStandaloneAppRoot, StandaloneFrame } from '@fairway/ui';
import { Navigate, useParams, useRoutes, useSearchParams } from '@fairway/ui/router';
import { Suspense } from 'react';
import { LeaderboardPage, TvPage } from '../remote-entry';
import styles from './standalone-app.module.css';

function TvRoute() {
  return (
    <div className={styles.tvScreen}>
      <Suspense fallback={null}>
        <TvPage {...parseTvPageProps(useParams())} />
      </Suspense>
    </div>
  );
}

function LeaderboardRoute() {
  const [search] = useSearchParams();
  return (
    <StandaloneFrame area="Leaderboard">
      <LeaderboardPage {...parseLeaderboardPageProps(search)} />
    </StandaloneFrame>
  );
}

function StandaloneRoutes() {
  return useRoutes([
    { path: 'tv', element: <TvRoute /> },
    { path: 'tv/:tournamentId', element: <TvRoute /> },
    { path: 'leaderboard', element: <LeaderboardRoute /> },
    { path: '*', element: <Navigate to="/tv" replace /> },
  ]);
}

/**
 * The clubhouse TV app: mfe-leaderboard opened directly (e.g. /mfe/leaderboard/tv/{tournamentId}), with its
 * own providers and no shell.
 */
export function StandaloneApp() {
  return (
    <PublicStandaloneAppRoot publicPath={__webpack_public_path__}>
      <StandaloneRoutes />
    </PublicStandaloneAppRoot>
  );
}
