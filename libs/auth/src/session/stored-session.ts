import type { AuthUser } from '../auth-user';

// Firebase keeps a signed-in user under `firebase:authUser:<apiKey>:<app>` in localStorage (we choose
// browserLocalPersistence). Looking for that key costs nothing, so a visitor who never signed in does not
// download the Firebase SDK at all: it loads only for a stored session or a sign-in.
const sessionKeyPrefix = 'firebase:authUser:';

function storageOf(target: Window): Storage | undefined {
  try {
    return target.localStorage;
  } catch {
    return undefined; // storage disabled (privacy settings): behaves as signed out
  }
}

export function hasStoredSession(target: Window): boolean {
  const storage = storageOf(target);
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(sessionKeyPrefix)) return true;
  }
  return false;
}

/** Calls back when another tab of this origin signs in, so this one can pick the session up. */
export function watchStoredSession(target: Window, onSession: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(sessionKeyPrefix) && event.newValue) onSession();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

export interface StoredSession {
  user: AuthUser;
  idToken: string;
  /** When the ID token expires (ms since the epoch). */
  expiresAt: number;
}

/**
 * The user and ID token of the stored session, read from Firebase's persisted user record without the SDK,
 * so a returning player's page can show who is signed in and send the token before the SDK has loaded.
 * Anything unexpected in the record reads as no session (the SDK then restores it as before).
 */
export function readStoredSession(target: Window): StoredSession | undefined {
  const storage = storageOf(target);
  if (!storage) return undefined;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(sessionKeyPrefix)) return parseSession(storage.getItem(key));
  }
  return undefined;
}

function parseSession(raw: string | null): StoredSession | undefined {
  try {
    const record = JSON.parse(raw ?? '') as Record<string, unknown> & { stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown } };
    const { accessToken, expirationTime } = record.stsTokenManager ?? {};
    if (typeof record.uid !== 'string' || typeof accessToken !== 'string' || typeof expirationTime !== 'number') return undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const user = {
      uid: record.uid,
      email: text(record.email),
      emailVerified: record.emailVerified === true,
      displayName: text(record.displayName),
      photoURL: text(record.photoURL),
    };
    return { user, idToken: accessToken, expiresAt: expirationTime };
  } catch {
    return undefined;
  }
}
