import type { AuthUser } from './auth-user';
import { VerifiedTokenCache } from './verified-token-cache';

const ann: AuthUser = { uid: 'ann', email: 'ann@example.com', emailVerified: true, displayName: 'Ann' };

describe('VerifiedTokenCache', () => {
  it('answers a verified token until it expires, then forgets it', () => {
    let now = 1_000_000;
    const cache = new VerifiedTokenCache(10, () => now);
    cache.set('token-a', ann, 1_060);
    expect(cache.get('token-a')).toEqual(ann);
    now = 1_060_000;
    expect(cache.get('token-a')).toBeUndefined();
    now = 0;
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('drops the oldest token when full', () => {
    const cache = new VerifiedTokenCache(2, () => 0);
    cache.set('one', ann, 100);
    cache.set('two', ann, 100);
    cache.set('three', ann, 100);
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')).toEqual(ann);
    expect(cache.get('three')).toEqual(ann);
  });
});
