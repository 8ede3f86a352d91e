// Ports for the stack: a free one from the system when none is asked for, and a clear message when an
// asked-for port is taken (naming the variable that moves it).
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * @param {number | undefined} port undefined or 0: pick a free one
 * @returns {Promise<number>}
 */
export async function portOrFree(port) {
  return port ? port : freePort();
}

/**
 * @param {{ port: number, host?: string, variable: string }[]} wanted
 */
export async function assertPortsFree(wanted) {
  const taken = [];
  for (const { port, host, variable } of wanted) {
    if (port && !(await isPortFree(port, host))) taken.push(`port ${port} is in use (set ${variable} to another port)`);
  }
  if (taken.length) throw new Error(`Cannot start: ${taken.join('; ')}.`);
}
