import { parseLeaderboardPageProps, parseTvPageProps } from '@fairway/contracts/remotes';
import { appBasename, PublicStandaloneAppRoot, StandaloneFrame } from '@fairway/ui';
import { Suspense, useEffect } from 'react';
import { LeaderboardPage, TvPage } from '../remote-entry';
import { standaloneRoute } from './standalone-route';
import styles from './standalone-app.module.css';

function TvRoute({ tournamentId }: { tournamentId?: string }) {
  return (
    <div className={styles.tvScreen}>
      <Suspense fallback={null}>
        <TvPage {...parseTvPageProps({ tournamentId })} />
      </Suspense>
    </div>
  );
}

function LeaderboardRoute() {
  return (
    <StandaloneFrame area="Leaderboard">
      <LeaderboardPage {...parseLeaderboardPageProps(new URLSearchParams(window.location.search))} />
    </StandaloneFrame>
  );
}

/** The page of the address; any other address becomes the TV's (as the router's redirect to /tv did). */
function StandalonePage() {
  const basename = appBasename(__webpack_public_path__, window.location.origin);
  const route = standaloneRoute(window.location.pathname, basename);
  const unknown = route === null;
  useEffect(() => {
    if (unknown) window.history.replaceState(window.history.state, '', `${basename}/tv`);
  }, [unknown, basename]);
  if (route?.page === 'leaderboard') return <LeaderboardRoute />;
  return <TvRoute tournamentId={route?.tournamentId} />;
}

/**
 * The clubhouse TV app: mfe-leaderboard opened directly (e.g. /mfe/leaderboard/tv/{tournamentId}), with its
 * own query cache and no shell.
 */
export function StandaloneApp() {
  return (
    <PublicStandaloneAppRoot>
      <StandalonePage />
    </PublicStandaloneAppRoot>
  );
}
