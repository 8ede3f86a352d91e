import { jest } from '@jest/globals';
import type { AuthClient } from './auth-client';
import type { AuthUser } from './auth-user';
import { createLazyAuthClient } from './lazy-auth-client';
import type { StoredSession } from './session/stored-session';
import { createFakeAuthClient, fakeUser } from './testing';

function setup({ stored = false, loadFails = false, user = null as AuthUser | null, session = undefined as StoredSession | undefined } = {}) {
  const real = createFakeAuthClient(user);
  let onSession: (() => void) | undefined;
  const scheduled: Array<() => void> = [];
  const load = jest.fn(() => (loadFails ? Promise.reject(new Error('chunk failed')) : Promise.resolve(real.client)));
  const lazy = createLazyAuthClient({
    load: load as () => Promise<AuthClient>,
    hasStoredSession: () => stored,
    watchStoredSession: (callback) => ((onSession = callback), () => undefined),
    readStoredSession: () => session,
    scheduleLoad: (start) => scheduled.push(start),
  });
  const seen: (string | null)[] = [];
  const watch = () => lazy.onUserChanged((next) => seen.push(next ? next.email : null));
  return { real, lazy, load, seen, watch, sessionAppears: () => onSession?.(), runScheduled: () => scheduled.splice(0).forEach((start) => start()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazyAuthClient', () => {
  it('reports a visitor without a stored session as signed out at once, without loading the SDK', async () => {
    const { load, seen, watch, lazy } = setup();
    watch();
    expect(seen).toEqual([null]);
    expect(await lazy.getIdToken()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK to restore a stored session and reports the user it finds', async () => {
    const { load, seen, watch, lazy } = setup({ stored: true, user: fakeUser({ email: 'kept@example.com' }) });
    watch();
    expect(seen).toEqual([]);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['kept@example.com']);
    expect(await lazy.getIdToken()).toBe('token-of-uid-1');
  });

  it('loads the SDK on the first sign-in and reports the signed-in user to earlier listeners', async () => {
    const { load, seen, watch, lazy, real } = setup();
    watch();
    await lazy.signIn('new@example.com', 'secret1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.calls).toEqual([['signIn', 'new@example.com', 'secret1']]);
    expect(seen).toEqual([null, null, 'new@example.com']);
    await lazy.signOut();
    expect(seen.at(-1)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on prepare() and when another tab signs in', async () => {
    const first = setup();
    first.lazy.prepare();
    expect(first.load).toHaveBeenCalledTimes(1);
    const second = setup();
    second.watch();
    second.sessionAppears();
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it('settles on signed out when the SDK cannot load, rejects the sign-in, and tries again next time', async () => {
    const { load, seen, watch, lazy } = setup({ stored: true, loadFails: true });
    watch();
    await settle();
    expect(seen).toEqual([null]);
    await expect(lazy.signIn('a@example.com', 'secret1')).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a readable stored session and sends its token at once, and loads the SDK only when its turn comes', async () => {
    const kept = fakeUser({ email: 'kept@example.com' });
    const session = { user: kept, idToken: 'stored-token', expiresAt: Date.now() + 30 * 60_000 };
    const { load, seen, watch, lazy, runScheduled } = setup({ stored: true, user: kept, session });
    watch();
    expect(seen).toEqual(['kept@example.com']);
    expect(await lazy.getIdToken()).toBe('stored-token');
    await settle();
    expect(load).not.toHaveBeenCalled();

    runScheduled();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await lazy.getIdToken()).toBe('token-of-uid-1'); // the SDK's, once it is there
  });

  it('loads the SDK at once for a stored session whose token has expired', async () => {
    const kept = fakeUser({ email: 'kept@example.com' });
    const { load, seen, watch, lazy } = setup({ stored: true, user: kept, session: { user: kept, idToken: 'old', expiresAt: Date.now() + 10_000 } });
    watch();
    expect(seen).toEqual([]);
    expect(await lazy.getIdToken()).toBe('token-of-uid-1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['kept@example.com']);
  });

  it('knows the user before anyone listens: nobody without a stored session, the readable session, else not yet', () => {
    expect(setup().lazy.knownUser?.()).toBeNull();
    const kept = fakeUser({ email: 'kept@example.com' });
    const readable = setup({ stored: true, user: kept, session: { user: kept, idToken: 'fresh', expiresAt: Date.now() + 3_600_000 } });
    expect(readable.lazy.knownUser?.()).toEqual(kept);
    expect(readable.load).not.toHaveBeenCalled();
    expect(setup({ stored: true, user: kept, session: { user: kept, idToken: 'old', expiresAt: Date.now() + 10_000 } }).lazy.knownUser?.()).toBeUndefined();
    expect(setup({ stored: true, user: kept }).lazy.knownUser?.()).toBeUndefined();
  });
});
