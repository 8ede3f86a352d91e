import type { AuthClient, AuthUserListener } from './auth-client';
import type { AuthUser } from './auth-user';
import type { StoredSession } from './session/stored-session';

/** A stored token this close to its expiry is not used: the SDK refreshes it. */
const tokenMarginMs = 60_000;

export interface LazyAuthClientOptions {
  /** Loads the real client (the Firebase SDK and its config); called at most once unless it fails. */
  load: () => Promise<AuthClient>;
  /** Whether a signed-in user may be stored on this device, i.e. whether loading can be skipped. */
  hasStoredSession: () => boolean;
  /** Calls back when a session appears (another tab signed in). Returns the unsubscribe. */
  watchStoredSession?: (onSession: () => void) => () => void;
  /** The stored session's user and ID token, when they can be read without the SDK. */
  readStoredSession?: () => StoredSession | undefined;
  /**
   * When to load the SDK for a stored session that could be read (its user is reported and its token sent
   * meanwhile): off the page's first work. Anything that needs the SDK (a sign-out, an expired token) loads it at once.
   */
  scheduleLoad?: (load: () => void) => void;
}

/**
 * An AuthClient that only loads the real one when it matters: a stored session to restore, a sign-in,
 * or a session appearing from another tab. Until then it reports "signed out" straight away.
 */
export function createLazyAuthClient({
  load,
  hasStoredSession,
  watchStoredSession,
  readStoredSession,
  scheduleLoad = (start) => start(),
}: LazyAuthClientOptions): AuthClient {
  const listeners = new Set<AuthUserListener>();
  let latest: AuthUser | null | undefined;
  let loading: Promise<AuthClient> | undefined;
  let ready: AuthClient | undefined;
  const freshStoredSession = () => {
    const stored = readStoredSession?.();
    return stored && stored.expiresAt - tokenMarginMs > Date.now() ? stored : undefined;
  };

  const report = (user: AuthUser | null) => {
    latest = user;
    listeners.forEach((listener) => listener(user));
  };

  function loaded(): Promise<AuthClient> {
    loading ??= load().then(
      (client) => {
        ready = client;
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

  /** A stored session: its user at once from storage when readable (the SDK loads later), else from the SDK. */
  function restore(): void {
    const stored = freshStoredSession();
    if (!stored) return loadQuietly();
    report(stored.user);
    scheduleLoad(loadQuietly);
  }

  watchStoredSession?.(loadQuietly);

  return {
    onUserChanged(listener) {
      listeners.add(listener);
      if (latest !== undefined) listener(latest);
      else if (loading) loadQuietly();
      else if (hasStoredSession()) restore();
      else report(null);
      return () => listeners.delete(listener);
    },
    knownUser() {
      if (latest !== undefined) return latest;
      if (loading) return undefined;
      return hasStoredSession() ? freshStoredSession()?.user : null;
    },
    prepare: loadQuietly,
    signIn: async (email, password) => (await loaded()).signIn(email, password),
    signUp: async (fullName, email, password) => (await loaded()).signUp(fullName, email, password),
    signInWithGoogle: async () => (await loaded()).signInWithGoogle(),
    signOut: async () => (await loaded()).signOut(),
    signOutEverywhere: async () => (await loaded()).signOutEverywhere(),
    sendVerificationEmail: async () => (await loaded()).sendVerificationEmail(),
    refreshUser: async () => (await loaded()).refreshUser(),
    async getIdToken() {
      if (!loading && !hasStoredSession()) return null;
      const stored = ready ? undefined : freshStoredSession();
      return stored ? stored.idToken : (await loaded()).getIdToken();
    },
  };
}
