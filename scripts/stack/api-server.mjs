// The built API (api/dist/main.js) as a child process, ready once /api/health answers.
import { existsSync } from 'node:fs';
import { childEnv } from '../config/scripts-env.mjs';
import { startManagedProcess } from './managed-process.mjs';
import { apiEntry, repoRoot } from './repo-paths.mjs';
import { waitUntilReady } from './wait-until-ready.mjs';

/**
 * @typedef {object} ApiOptions
 * @property {number} port
 * @property {string} [root]
 * @property {string} databaseUrl the API needs nothing else to reach its database
 * @property {string} [firebaseProjectId]
 * @property {string} [authEmulatorHost] host:port of the Firebase Auth emulator
 * @property {Record<string, string | undefined>} [env] anything else the API should see
 * @property {(name: string, line: string) => void} [onLine]
 * @property {number} [timeoutMs] the first start runs every migration, which takes a while
 * @property {AbortSignal} [signal] gives up waiting
 */

/**
 * @param {ApiOptions} options
 * @returns {Promise<{ url: string, process: import('./managed-process.mjs').ManagedProcess, stop: () => Promise<void> }>}
 */
export async function startApi({ port, root = repoRoot, databaseUrl, firebaseProjectId, authEmulatorHost, env = {}, onLine, timeoutMs = 180_000, signal }) {
  const entry = apiEntry(root);
  if (!existsSync(entry)) throw new Error(`The API is not built: ${entry} is missing (run \`npm run build\`).`);
  const api = startManagedProcess({
    name: 'api',
    command: process.execPath,
    args: [entry],
    cwd: root,
    env: childEnv({
      // One API behind the gateway: nobody routes around it while it drains, so it need not keep serving first.
      DRAIN_DELAY_MS: '0',
      // Online payment on the built-in test provider's page, where no money moves (Stripe's keys, when given, win).
      PAYMENTS_TEST_PROVIDER: process.env.PAYMENTS_TEST_PROVIDER ?? 'true',
      ...env,
      PORT: String(port),
      // Only the gateway faces the network; the API listens on loopback behind it.
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      FIREBASE_PROJECT_ID: firebaseProjectId,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    }),
    onLine,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady({ url: `${url}/api/health`, what: 'The API', timeoutMs, process: api, signal, accept: (status) => status < 300 });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return { url, process: api, stop: () => api.stop() };
}
