import { useQueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { scoringPersistOptions } from './scoring-query-persister';

/**
 * The copy of the card kept on the phone (IndexedDB), put back before any of the card's queries runs
 * (useQuery waits while restoring), so a reload without signal opens on the last known card instead of a
 * failed read.
 */
export function KeptCardProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={useQueryClient()} persistOptions={scoringPersistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
