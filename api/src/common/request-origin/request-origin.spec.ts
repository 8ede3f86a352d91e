import { requestOrigin } from './request-origin';

const from = (headers: Record<string, string>, host = '127.0.0.1:3000', protocol = 'http') => requestOrigin({ headers, host, protocol });

describe('requestOrigin: where the caller itself is, for addresses only it follows', () => {
  it("takes the browser's Origin: a phone on the club's Wi-Fi comes back to its LAN address", () => {
    expect(from({ origin: 'http://192.168.1.20:8080' })).toBe('http://192.168.1.20:8080');
    expect(from({ origin: 'https://golf.example.org' })).toBe('https://golf.example.org');
    expect(from({ origin: 'HTTP://[::1]:8080' })).toBe('http://[::1]:8080');
  });

  it('refuses an Origin that is not an http(s) address, and does not guess one from the Host then', () => {
    for (const origin of ['null', 'garbage', 'javascript:alert(1)', 'ftp://files.example.org', 'file:///etc', 'http://user:pw@example.org', '']) {
      expect(from({ origin })).toBeUndefined();
    }
  });

  it('without an Origin, uses the Host as Express resolved it (protocol and host behind a trusted proxy)', () => {
    expect(from({}, '192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
    expect(from({}, 'golf.example.org', 'https')).toBe('https://golf.example.org');
    expect(from({}, 'bad host')).toBeUndefined();
    expect(from({}, '')).toBeUndefined();
  });
});
