import { createQueryClient } from '@fairway/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * A remote opened on its own for everyone to watch (the clubhouse TV): the query cache of StandaloneAppRoot
 * without the sign-in client, which such a screen never uses, nor a router: its one page comes from the
 * address (the router is ~14 KiB gzipped the TV would carry for nothing).
 */
export function PublicStandaloneAppRoot({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
