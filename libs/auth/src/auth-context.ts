import { createContext } from 'react';
import type { AuthClient } from './auth-client';
import type { AuthUser } from './auth-user';

export type AuthStatus = 'loading' | 'ready';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

/** What the app can ask of the signed-in session: the identity service's calls; the provider reports their users. */
export type AuthActions = Omit<AuthClient, 'onUserChanged'>;

export type AuthContextValue = AuthState & AuthActions;

// Shared as a Module Federation singleton so the shell and every remote read the same context object.
export const AuthContext = createContext<AuthContextValue | null>(null);
