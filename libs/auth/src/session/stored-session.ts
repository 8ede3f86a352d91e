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
