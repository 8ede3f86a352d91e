import type { AuthUser } from './auth-user';

export type AuthUserListener = (user: AuthUser | null) => void;

/**
 * What the app needs from an identity service. The real one is Firebase, loaded on demand
 * (firebase/lazy-firebase-client.ts); tests pass a fake to <AuthProvider client>.
 */
export interface AuthClient {
  /**
   * Calls back with the current user once known, then on every change. Returns the unsubscribe.
   * A client that knows without asking anyone that nobody is signed in reports null at once.
   */
  onUserChanged(listener: AuthUserListener): () => void;
  /**
   * The user as known right now without waiting or side effects: a user, null when nobody is signed in, undefined
   * when it is not known yet. Lets the first render show the signed-in page instead of a loading state.
   */
  knownUser?(): AuthUser | null | undefined;
  /** Starts loading the identity service ahead of a sign-in, so submitting does not wait for it. */
  prepare(): void;
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account, then saves the full name as its display name. */
  signUp(fullName: string, email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  /** Sends the signed-in user the identity service's e-mail with the link that proves their address. */
  sendVerificationEmail(): Promise<void>;
  /** Asks the identity service for the user again (a verified e-mail shows up) and renews the ID token if it changed. */
  refreshUser(): Promise<AuthUser | null>;
  signOut(): Promise<void>;
  /**
   * Ends every session of the account, on every phone and computer (a stolen refresh token too), then signs
   * out here. Plain signOut only forgets this browser's session.
   */
  signOutEverywhere(): Promise<void>;
  /** A valid ID token of the signed-in user (renewed when close to expiry), or null when signed out. */
  getIdToken(): Promise<string | null>;
}
