import { mayReadMetrics } from './metrics-access';

describe('mayReadMetrics', () => {
  it('without a token: loopback and private networks only', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.20', 'fd00::5'])
      expect([address, mayReadMetrics(address, undefined, undefined)]).toEqual([address, true]);
    for (const address of ['203.0.113.9', '::ffff:8.8.8.8', '2001:db8::1', '172.32.0.1', 'unknown', ''])
      expect([address, mayReadMetrics(address, undefined, undefined)]).toEqual([address, false]);
  });

  it('with a token: the bearer token alone, from anywhere', () => {
    expect(mayReadMetrics('203.0.113.9', 'Bearer s3cret-token', 's3cret-token')).toBe(true);
    expect(mayReadMetrics('127.0.0.1', undefined, 's3cret-token')).toBe(false);
    expect(mayReadMetrics('127.0.0.1', 'Bearer s3cret-tokeN', 's3cret-token')).toBe(false);
  });
});
