import { createQueryClient } from '@fairway/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from '../router';
import { appBasename } from '../routing/app-basename';

/**
 * A remote opened on its own for everyone to watch (the clubhouse TV): the query cache and the router of
 * StandaloneAppRoot without the sign-in client, which such a screen never uses; its bytes stay off the TV.
 */
export function PublicStandaloneAppRoot({ publicPath, children }: { publicPath: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={appBasename(publicPath, window.location.origin)}>{children}</BrowserRouter>
    </QueryClientProvider>
  );
}
