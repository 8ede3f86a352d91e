import { KeptCardProvider as KeptCardOf } from '@fairway/api-client/kept-card';
import { useAuth } from '@fairway/auth';
import type { ReactNode } from 'react';

/** The card kept on the phone for the signed-in account (or the visitor), once sign-in has settled. */
export function KeptCardProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status !== 'ready') return null;
  return <KeptCardOf owner={user?.uid ?? null}>{children}</KeptCardOf>;
}
