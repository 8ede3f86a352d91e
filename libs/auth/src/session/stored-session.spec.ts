import { jest } from '@jest/globals';
import { hasStoredSession, readStoredSession, watchStoredSession } from './stored-session';

describe('stored session', () => {
  afterEach(() => window.localStorage.clear());

  it('is found only under Firebase’s user key', () => {
    window.localStorage.setItem('fairway:notification-prefs', '{}');
    expect(hasStoredSession(window)).toBe(false);
    window.localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    expect(hasStoredSession(window)).toBe(true);
  });

  it('calls back when another tab stores a session, not when one is removed or another key changes', () => {
    const onSession = jest.fn();
    const stop = watchStoredSession(window, onSession);
    window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:key:[DEFAULT]', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    expect(onSession).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:key:[DEFAULT]', newValue: '{}' }));
    expect(onSession).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:key:[DEFAULT]', newValue: '{}' }));
    expect(onSession).toHaveBeenCalledTimes(1);
  });

  it('reads the stored user and ID token as Firebase keeps them, and nothing from a record it does not know', () => {
    const record = {
      uid: 'u1',
      email: 'ann@example.com',
      emailVerified: true,
      displayName: 'Ann Lee',
      stsTokenManager: { refreshToken: 'r', accessToken: 'id-token', expirationTime: 1_800_000_000_000 },
    };
    window.localStorage.setItem('firebase:authUser:key:[DEFAULT]', JSON.stringify(record));
    expect(readStoredSession(window)).toEqual({
      user: { uid: 'u1', email: 'ann@example.com', emailVerified: true, displayName: 'Ann Lee', photoURL: null },
      idToken: 'id-token',
      expiresAt: 1_800_000_000_000,
    });
    window.localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    expect(readStoredSession(window)).toBeUndefined();
    window.localStorage.setItem('firebase:authUser:key:[DEFAULT]', 'not json');
    expect(readStoredSession(window)).toBeUndefined();
  });
});
