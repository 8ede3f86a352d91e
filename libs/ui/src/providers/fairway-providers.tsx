import { AuthProvider } from '@fairway/auth';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Data and auth context for a whole app: the shell, or a remote running standalone. Both libraries are
 * federated singletons, so remotes mounted in the shell read the shell's instances.
 */
export function FairwayProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
