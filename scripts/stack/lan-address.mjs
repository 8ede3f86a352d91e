// The address a phone on the same network can open, and what `npm start` says about it: over plain HTTP it
// is for trying the product (no secure context, so no service worker and no offline reload; sign-in in
// clear on the Wi-Fi), and the real event serves HTTPS on a domain. The shell shows the same on the page.
import { networkInterfaces } from 'node:os';

/** @returns {string | undefined} */
export function lanAddress() {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return undefined;
}

/**
 * The lines `npm start` prints under "ready at", for the network address when it listens on one, and the
 * mail catcher's inbox when it runs one.
 * @param {{ port: number; lan: string | undefined; mailInbox?: string }} options
 * @returns {string[]}
 */
export function readyLines({ port, lan, mailInbox }) {
  const lines = [`Fairway Fund is ready at http://localhost:${port}`];
  if (mailInbox) lines.push(`E-mail it sends lands in this inbox (nothing leaves this computer): ${mailInbox}`);
  if (!lan) return lines;
  return [
    ...lines,
    `On your network, for trying it on phones and the clubhouse TV: http://${lan}:${port}`,
    '  That address is plain HTTP: sign-in crosses the Wi-Fi unencrypted, and phones cannot reopen the scorecard',
    '  offline (a service worker needs HTTPS). For the real event, give golfers an https:// address: docker compose',
    '  with FAIRWAY_DOMAIN set, on a small cloud server or behind a tunnel (docs/operations.md).',
  ];
}
