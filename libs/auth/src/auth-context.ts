import { createContext } from 'react';
import type { AuthUser } from './auth-user';

export type AuthStatus = 'loading' | 'ready';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export interface AuthActions {
  signIn(email: string, password: string): Promise<void>;
  signUp(fullName: string, email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  sendVerificationEmail(): Promise<void>;
  /** The user as the identity service now knows them (a verified e-mail shows up), also reported to every listener. */
  refreshUser(): Promise<AuthUser | null>;
  signOut(): Promise<void>;
  getIdToken(): Promise<string | null>;
  /** Loads the identity service ahead of a sign-in (for example when the sign-in dialog opens). */
  prepare(): void;
}

export type AuthContextValue = AuthState & AuthActions;

// Shared as a Module Federation singleton so the shell and every remote read the same context object.
export const AuthContext = createContext<AuthContextValue | null>(null);
