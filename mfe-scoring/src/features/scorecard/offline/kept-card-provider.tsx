import { useAuth } from '@fairway/auth';
import { useQueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useMemo } from 'react';
import { keptCardOptionsFor } from './scoring-query-persister';

/**
 * The copy of the card kept on the phone (IndexedDB), put back before any of the card's queries runs
 * (useQuery waits while restoring), so a reload without signal opens on the last known card instead of a
 * failed read. Only the account that kept it gets it back, so nothing is restored before sign-in has settled.
 */
export function KeptCardProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const owner = user?.uid ?? null;
  const options = useMemo(() => keptCardOptionsFor(owner), [owner]);
  const client = useQueryClient();
  if (status !== 'ready') return null;
  return (
    <PersistQueryClientProvider key={owner ?? ''} client={client} persistOptions={options}>
      {children}
    </PersistQueryClientProvider>
  );
}
