import { useQueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useMemo } from 'react';
import { keptCardOptionsFor } from './kept-card-persister';

/**
 * The copy of the card kept on the phone (IndexedDB), put back before any of the card's queries runs
 * (useQuery waits while restoring), so a reload without signal opens on the last known card instead of a
 * failed read. Only `owner` (the signed-in account's uid, null for a visitor) gets back what it kept: render
 * this once sign-in has settled.
 */
export function KeptCardProvider({ owner, children }: { owner: string | null; children: ReactNode }) {
  const options = useMemo(() => keptCardOptionsFor(owner), [owner]);
  const client = useQueryClient();
  return (
    <PersistQueryClientProvider key={owner ?? ''} client={client} persistOptions={options}>
      {children}
    </PersistQueryClientProvider>
  );
}
