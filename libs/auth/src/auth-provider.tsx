import { type ReactNode, useEffect, useState } from 'react';
import { AuthContext, type AuthState } from './auth-context';

const signedOut: AuthState = { status: 'ready', user: null };

/** Skeleton until Firebase is wired: starts loading, then settles on signed out once mounted. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  useEffect(() => setState(signedOut), []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
