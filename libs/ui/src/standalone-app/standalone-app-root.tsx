import { createQueryClient } from '@fairway/api-client';
import { type ReactNode, useState } from 'react';
import { FairwayProviders } from '../providers/fairway-providers';
import { BrowserRouter } from '../router';
import { appBasename } from '../routing/app-basename';

/**
 * Providers and router of a remote opened on its own (no shell): the spec's query cache policy, auth, and
 * a router rooted where the remote's files are served from (`publicPath`, e.g. "/mfe/leaderboard/").
 */
export function StandaloneAppRoot({ publicPath, children }: { publicPath: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <FairwayProviders queryClient={queryClient}>
      <BrowserRouter basename={appBasename(publicPath, window.location.origin)}>{children}</BrowserRouter>
    </FairwayProviders>
  );
}
