import { AuthProvider } from '@fairway/auth';
import type { ReactNode } from 'react';
import { BrowserRouter } from '../router';
import { appBasename } from '../routing/app-basename';
import { PublicStandaloneAppRoot } from './public-standalone-app-root';

/**
 * Providers and router of a remote opened on its own (no shell): the query cache policy, auth, and a router
 * rooted where the remote's files are served from (`publicPath`, e.g. "/mfe/scoring/").
 */
export function StandaloneAppRoot({ publicPath, children }: { publicPath: string; children: ReactNode }) {
  return (
    <PublicStandaloneAppRoot>
      <BrowserRouter basename={appBasename(publicPath, window.location.origin)}>
        <AuthProvider>{children}</AuthProvider>
      </BrowserRouter>
    </PublicStandaloneAppRoot>
  );
}
