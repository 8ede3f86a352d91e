import type { AuthClient } from './auth-client';
import { requestRuntimeConfig } from './firebase/request-runtime-config';
import { createLazyAuthClient } from './lazy-auth-client';
import { hasStoredSession, readStoredSession, watchStoredSession } from './session/stored-session';

let instance: AuthClient | undefined;

async function loadFirebaseClient(): Promise<AuthClient> {
  // The project's config is fetched while the SDK's chunk downloads.
  const [{ createFirebaseAuthClientFor }, configBody] = await Promise.all([
    import('./firebase/firebase-auth-client'),
    requestRuntimeConfig(window.location.origin),
  ]);
  return createFirebaseAuthClientFor(configBody, window.location);
}

/**
 * Runs `start` once the page has done its first work: the SDK's download and start-up (over a second of main
 * thread on a mid-range phone) no longer hold up a returning player's first reads and paint.
 */
function afterFirstWork(start: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : start());
  setTimeout(whenIdle, 3000);
}

/** The app-wide identity client: Firebase, loaded on demand. One per page (libs/auth is a federated singleton). */
export function defaultAuthClient(): AuthClient {
  instance ??= createLazyAuthClient({
    load: loadFirebaseClient,
    hasStoredSession: () => hasStoredSession(window),
    watchStoredSession: (onSession) => watchStoredSession(window, onSession),
    readStoredSession: () => readStoredSession(window),
    scheduleLoad: afterFirstWork,
  });
  return instance;
}

/**
 * For the API client (`setAuthTokenProvider(idTokenProvider)`): a valid ID token when signed in, else null,
 * without loading the SDK for visitors who never signed in.
 */
export function idTokenProvider(): Promise<string | null> {
  return defaultAuthClient().getIdToken();
}
