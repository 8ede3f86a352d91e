import type { AuthClient, AuthUserListener } from './auth-client';
import type { AuthUser } from './auth-user';

export interface LazyAuthClientOptions {
  /** Loads the real client (the Firebase SDK and its config); called at most once unless it fails. */
  load: () => Promise<AuthClient>;
  /** Whether a signed-in user may be stored on this device, i.e. whether loading can be skipped. */
  hasStoredSession: () => boolean;
  /** Calls back when a session appears (another tab signed in). Returns the unsubscribe. */
  watchStoredSession?: (onSession: () => void) => () => void;
}

/**
 * An AuthClient that only loads the real one when it matters: a stored session to restore, a sign-in,
 * or a session appearing from another tab. Until then it reports "signed out" straight away.
 */
export function createLazyAuthClient({ load, hasStoredSession, watchStoredSession }: LazyAuthClientOptions): AuthClient {
  const listeners = new Set<AuthUserListener>();
  let latest: AuthUser | null | undefined;
  let loading: Promise<AuthClient> | undefined;

  const report = (user: AuthUser | null) => {
    latest = user;
    listeners.forEach((listener) => listener(user));
  };

  function loaded(): Promise<AuthClient> {
    loading ??= load().then(
      (client) => {
        client.onUserChanged(report);
        return client;
      },
      (error: unknown) => {
        loading = undefined;
        // Nobody can be restored without the SDK (offline before it was ever cached): settle on signed out.
        if (latest === undefined) report(null);
        throw error;
      },
    );
    return loading;
  }
  const loadQuietly = () => void loaded().catch(() => undefined);

  watchStoredSession?.(loadQuietly);

  return {
    onUserChanged(listener) {
      listeners.add(listener);
      if (latest !== undefined) listener(latest);
      else if (loading || hasStoredSession()) loadQuietly();
      else report(null);
      return () => listeners.delete(listener);
    },
    prepare: loadQuietly,
    signIn: async (email, password) => (await loaded()).signIn(email, password),
    signUp: async (fullName, email, password) => (await loaded()).signUp(fullName, email, password),
    signInWithGoogle: async () => (await loaded()).signInWithGoogle(),
    signOut: async () => (await loaded()).signOut(),
    sendVerificationEmail: async () => (await loaded()).sendVerificationEmail(),
    refreshUser: async () => (await loaded()).refreshUser(),
    async getIdToken() {
      if (!loading && !hasStoredSession()) return null;
      return (await loaded()).getIdToken();
    },
  };
}
