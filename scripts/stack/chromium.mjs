// Debian's Chromium as root, on a machine with no outside network: no sandbox, no background calls.
// The browser tests, the bundle measurement and the benches all launch it this way.

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
