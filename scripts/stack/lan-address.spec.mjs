import { describe, expect, it } from '@jest/globals';
import { readyLines } from './lan-address.mjs';

describe('readyLines', () => {
  it('names localhost alone when the stack serves this computer only', () => {
    expect(readyLines({ port: 8080, lan: undefined })).toEqual(['Fairway Fund is ready at http://localhost:8080']);
  });

  it("names the mail catcher's inbox when `npm start` runs one", () => {
    expect(readyLines({ port: 8080, lan: undefined, mailInbox: 'http://localhost:1080' })).toEqual([
      'Fairway Fund is ready at http://localhost:8080',
      'E-mail it sends lands in this inbox (nothing leaves this computer): http://localhost:1080',
    ]);
  });

  it('gives the network address as one for trying it, says what plain HTTP costs and what the event needs', () => {
    const [local, network, ...why] = readyLines({ port: 8080, lan: '192.168.1.20' });
    expect(local).toBe('Fairway Fund is ready at http://localhost:8080');
    expect(network).toBe('On your network, for trying it on phones and the clubhouse TV: http://192.168.1.20:8080');
    const explanation = why.join(' ').replace(/\s+/g, ' ');
    expect(explanation).toContain('sign-in crosses the Wi-Fi unencrypted');
    expect(explanation).toContain('cannot reopen the scorecard offline (a service worker needs HTTPS)');
    expect(explanation).toContain('docker compose with FAIRWAY_DOMAIN set');
    expect(explanation).toContain('docs/operations.md');
  });
});
