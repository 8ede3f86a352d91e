// The Firebase Auth emulator from node_modules (pure Node: no Java needed for auth), with a generated
// config so every port it opens is ours to choose, and its scratch files (logs, hub locator) kept in a
// temp folder instead of the repository or a /tmp file shared with other copies.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv } from '../config/scripts-env.mjs';
import { portOrFree } from './free-port.mjs';
import { startManagedProcess } from './managed-process.mjs';
import { firebaseCli } from './repo-paths.mjs';
import { waitUntilReady } from './wait-until-ready.mjs';

export const demoProjectId = 'demo-fairway';

/**
 * @typedef {object} AuthEmulator
 * @property {string} host host:port, the form FIREBASE_AUTH_EMULATOR_HOST takes
 * @property {string} url
 * @property {import('./managed-process.mjs').ManagedProcess} process
 * @property {() => Promise<void>} stop
 */

/**
 * @param {object} [options]
 * @param {number} [options.port] 0 or undefined: a free port
 * @param {number} [options.hubPort]
 * @param {number} [options.loggingPort]
 * @param {string} [options.projectId] a demo- project makes no calls to Google
 * @param {(name: string, line: string) => void} [options.onLine]
 * @param {number} [options.timeoutMs]
 * @param {AbortSignal} [options.signal] gives up waiting
 * @returns {Promise<AuthEmulator>}
 */
export async function startAuthEmulator(options = {}) {
  const choosesPorts = !options.port && !options.hubPort && !options.loggingPort;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      // A free port may be taken between our check and the emulator's bind (an outgoing connection gets
      // the same ephemeral port): draw new ports rather than fail the whole start.
      const portTaken = /port taken/i.test(error instanceof Error ? error.message : String(error));
      if (!choosesPorts || !portTaken || attempt >= 3) throw error;
    }
  }
}

/** @param {Parameters<typeof startAuthEmulator>[0]} options */
async function startOnce({ port, hubPort, loggingPort, projectId = demoProjectId, onLine, timeoutMs = 90_000, signal } = {}) {
  const host = '127.0.0.1';
  const ports = { auth: await portOrFree(port), hub: await portOrFree(hubPort), logging: await portOrFree(loggingPort) };
  const workDir = await mkdtemp(join(tmpdir(), 'fairway-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host, port: ports.auth },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(join(workDir, 'firebase.json'), JSON.stringify(config, null, 2));
  const emulator = startManagedProcess({
    name: 'auth',
    command: process.execPath,
    args: [firebaseCli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', join(workDir, 'firebase.json')],
    cwd: workDir,
    // CI=1: no prompts, no update check, no usage reporting.
    env: childEnv({ CI: '1', TMPDIR: workDir, FIREBASE_AUTH_EMULATOR_HOST: undefined }),
    onLine,
  });
  const stop = async () => {
    await emulator.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  const url = `http://${host}:${ports.auth}`;
  try {
    await waitUntilReady({ url: `${url}/`, what: 'The Firebase Auth emulator', timeoutMs, process: emulator, signal });
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: `${host}:${ports.auth}`, url, process: emulator, stop };
}
