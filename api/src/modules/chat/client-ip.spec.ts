import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('uses the socket address of a client that connects directly', () => {
    expect(clientIp('203.0.113.9', undefined)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a public address, so clients cannot pick their own', () => {
    expect(clientIp('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('takes the address our proxies add, one hop per private proxy', () => {
    expect(clientIp('::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    // Gateway on loopback, nginx on a compose network, and a spoofed first entry from the client.
    expect(clientIp('127.0.0.1', '6.6.6.6, 198.51.100.7, 172.18.0.4')).toBe('198.51.100.7');
    expect(clientIp('::1', ['10.0.0.2', '198.51.100.7'])).toBe('198.51.100.7');
  });

  it('stops at a malformed entry and keeps the last trusted address', () => {
    expect(clientIp('10.1.2.3', 'not-an-ip')).toBe('10.1.2.3');
  });

  it('keeps IPv6 client addresses', () => {
    expect(clientIp('127.0.0.1', '2001:db8::7')).toBe('2001:db8::7');
    expect(clientIp(undefined, undefined)).toBe('unknown');
  });
});
