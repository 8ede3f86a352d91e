import type { AuthClient, AuthUserListener } from '../auth-client';
import type { AuthUser } from '../auth-user';

export interface FakeAuthClient {
  client: AuthClient;
  /** Every call made, as [method, ...arguments]. */
  calls: unknown[][];
  setUser(user: AuthUser | null): void;
  /** The next sign-in call (any kind) rejects with this error. */
  failNextWith(error: unknown): void;
  /** The next sign-in call waits until the returned function is called (to see busy states). */
  holdNext(): () => void;
}

export function fakeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return { uid: 'uid-1', email: 'pat@example.com', emailVerified: true, displayName: 'Pat Palmer', photoURL: null, ...overrides };
}

/** An in-memory identity service for component tests: starts settled with `initialUser` (default none). */
export function createFakeAuthClient(initialUser: AuthUser | null = null): FakeAuthClient {
  const listeners = new Set<AuthUserListener>();
  const calls: unknown[][] = [];
  let user = initialUser;
  let failure: { error: unknown } | undefined;
  let hold: Promise<void> | undefined;

  const setUser = (next: AuthUser | null) => {
    user = next;
    listeners.forEach((listener) => listener(next));
  };

  async function attempt(call: unknown[], signedInAs: AuthUser | null): Promise<void> {
    calls.push(call);
    const waiting = hold;
    hold = undefined;
    if (waiting) await waiting;
    const pending = failure;
    failure = undefined;
    if (pending) throw pending.error;
    setUser(signedInAs);
  }

  const client: AuthClient = {
    onUserChanged(listener) {
      listeners.add(listener);
      listener(user);
      return () => listeners.delete(listener);
    },
    prepare: () => void calls.push(['prepare']),
    signIn: (email, password) => attempt(['signIn', email, password], fakeUser({ email, displayName: null })),
    signUp: (fullName, email, password) => attempt(['signUp', fullName, email, password], fakeUser({ email, displayName: fullName, emailVerified: false })),
    signInWithGoogle: () => attempt(['signInWithGoogle'], fakeUser({ displayName: 'Gene Google', email: 'gene@example.com' })),
    signOut: () => attempt(['signOut'], null),
    signOutEverywhere: () => attempt(['signOutEverywhere'], null),
    sendVerificationEmail: async () => void calls.push(['sendVerificationEmail']),
    refreshUser: async () => {
      calls.push(['refreshUser']);
      setUser(user);
      return user;
    },
    getIdToken: async () => (user ? `token-of-${user.uid}` : null),
  };

  return {
    client,
    calls,
    setUser,
    failNextWith: (error) => void (failure = { error }),
    holdNext() {
      let release = () => undefined as void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
  };
}
