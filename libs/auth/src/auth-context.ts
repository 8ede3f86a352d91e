import { createContext } from 'react';

export type AuthStatus = 'loading' | 'ready';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

// Shared as a Module Federation singleton so the shell and every remote read the same context object.
export const AuthContext = createContext<AuthState | null>(null);
