// The whole product on one origin: the Firebase Auth emulator (unless real Firebase or another emulator is
// given), an embedded PostgreSQL (unless a database URL is given), the API, the gateway in this process, and
// with mailCatcher 'start' a mail catcher the API sends its e-mail to (`npm start`, unless SMTP_URL is given).
// Used by `npm start`, `npm run bench` and the e2e tests.
import { gatewayUrl, startGateway } from '../gateway/gateway-server.mjs';
import { buildRuntimeConfig } from '../gateway/remotes-manifest.mjs';
import { startApi } from './api-server.mjs';
import { demoProjectId, startAuthEmulator } from './auth-emulator.mjs';
import { portOrFree } from './free-port.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { defaultDistRoots, repoRoot } from './repo-paths.mjs';
import { startStackDatabase } from './stack-database.mjs';
import { ProcessDiedError, waitUntilReady } from './wait-until-ready.mjs';

/**
 * @typedef {object} StackOptions
 * @property {number} [port] gateway port; 0 or undefined picks a free one
 * @property {string} [host] gateway interface (default 127.0.0.1; `npm start` uses 0.0.0.0 for the LAN)
 * @property {number} [apiPort] 0 or undefined picks a free one
 * @property {'start' | 'external' | 'none'} [authEmulator] start one (default), use `authEmulatorHost`, or none (real Firebase)
 * @property {string} [authEmulatorHost] host:port of a running emulator, with authEmulator 'external'
 * @property {number} [authEmulatorPort]
 * @property {number} [authEmulatorHubPort]
 * @property {number} [authEmulatorLoggingPort]
 * @property {string} [firebaseProjectId] defaults to demo-fairway with an emulator
 * @property {string} [databaseUrl] else the stack starts an embedded PostgreSQL ...
 * @property {string} [embeddedPgDir] ... with its data here (undefined: a temp folder, removed on stop) ...
 * @property {number} [embeddedPgPort] ... on this port (0 or undefined picks a free one)
 * @property {'start' | 'none'} [mailCatcher] start MailDev and point the API's SMTP_URL at it, or not (default: none, mail stays queued)
 * @property {number} [mailCatcherPort] its web inbox (0 or undefined picks a free one)
 * @property {number} [mailCatcherSmtpPort]
 * @property {Record<string, string | undefined>} [apiEnv] more variables for the API
 * @property {Partial<Record<string, string>>} [remoteUrls] overrides for /remotes.json
 * @property {import('../gateway/remotes-manifest.mjs').FirebaseWebConfig} [firebaseWebConfig] a real project's web config for the browser
 * @property {{ shell: string } & Record<string, string>} [distRoots]
 * @property {string} [root]
 * @property {(name: string, line: string) => void} [onLine] children's output (default: kept quietly for error reports)
 * @property {AbortSignal} [signal] abandons start-up (everything started so far is stopped)
 */

/**
 * @typedef {object} Stack
 * @property {string} url the gateway
 * @property {string} apiUrl the API directly
 * @property {string} databaseUrl the API's database (tests read what the API keeps to themselves there)
 * @property {number} apiPid the API's process (benchmarks read its memory and sockets)
 * @property {string | undefined} authEmulatorUrl the emulator directly (browsers use it through `url`)
 * @property {string | undefined} authEmulatorHost host:port for FIREBASE_AUTH_EMULATOR_HOST
 * @property {string | undefined} mailInboxUrl the mail catcher's web inbox (its REST API under /api/email)
 * @property {Promise<ProcessDiedError>} failed settles when a child dies while the stack runs (not after stopApi)
 * @property {() => Promise<void>} stopApi stops the API alone, as a crash or a deploy would (browser tests)
 * @property {() => Promise<void>} startApi starts it again on the same port and database
 * @property {() => Promise<void>} stop stops everything; safe to call more than once
 */

/**
 * @param {StackOptions} [options]
 * @returns {Promise<Stack>}
 */
export async function startStack(options = {}) {
  const { root = repoRoot, host = '127.0.0.1', onLine, signal } = options;
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  let stopRequested = false;
  const stopAll = once(async () => {
    stopRequested = true;
    await Promise.all(stops.splice(0).map((stop) => stop().catch(() => {})));
  });
  try {
    // The API only needs the emulator's address, not a ready emulator: both start side by side.
    const authTarget = await authTargetFor(options);
    const firebaseProjectId = options.firebaseProjectId ?? (authTarget.host ? demoProjectId : undefined);
    // The gateway's port is chosen before the API starts: the API writes the product's address into e-mail links
    // (PUBLIC_BASE_URL, unless one is given). It stays the localhost one even on the LAN: the mail catcher's inbox
    // is on loopback, so these links are opened on this machine, where localhost keeps the sign-in (it is per
    // origin). A checkout returns to the buyer's own origin, so a phone on the LAN address comes back there.
    const port = await portOrFree(options.port);
    const mailTarget = await mailTargetFor(options);
    const [auth, mail, api] = await settleAll(stops, [
      startAuth(options, authTarget),
      startMail(options, mailTarget),
      startApiOnItsDatabase(options, {
        port: await portOrFree(options.apiPort),
        root,
        firebaseProjectId,
        authEmulatorHost: authTarget.host,
        env: {
          PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? gatewayUrl(host, port),
          ...(mailTarget.smtpUrl ? { SMTP_URL: mailTarget.smtpUrl } : {}),
          ...options.apiEnv,
        },
        onLine,
        signal,
      }),
    ]);
    const gateway = await startGateway({
      port,
      host,
      apiUrl: api.url,
      authEmulatorUrl: auth.url,
      distRoots: options.distRoots ?? defaultDistRoots(root),
      remoteUrls: options.remoteUrls,
      runtimeConfig: buildRuntimeConfig({ firebase: options.firebaseWebConfig, emulatorProjectId: firebaseProjectId }),
    });
    stops.push(gateway.close);
    await waitUntilReady({ url: `${gateway.url}/`, what: 'The gateway', timeoutMs: 10_000, accept: () => true, signal });
    const children = [api.process, ...(auth.process ? [auth.process] : []), ...(mail.process ? [mail.process] : [])];
    let apiStoppedOnPurpose = false;
    return {
      url: gateway.url,
      apiUrl: api.url,
      databaseUrl: api.databaseUrl,
      get apiPid() {
        return api.process.pid;
      },
      authEmulatorUrl: auth.url,
      authEmulatorHost: authTarget.host,
      mailInboxUrl: mail.inboxUrl,
      failed: firstDeath(children, () => stopRequested || apiStoppedOnPurpose, stopAll),
      stopApi: async () => {
        apiStoppedOnPurpose = true;
        await api.stopApi();
      },
      startApi: () => api.startApi(),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * Where the emulator is or will be; a port chosen now so the API can be told before the emulator is up.
 * @param {StackOptions} options
 * @returns {Promise<{ mode: 'start' | 'external' | 'none', host?: string, port?: number }>}
 */
async function authTargetFor(options) {
  const mode = options.authEmulator ?? 'start';
  if (mode === 'none') return { mode };
  if (mode === 'external') {
    if (!options.authEmulatorHost) throw new Error("authEmulator 'external' needs authEmulatorHost (host:port)");
    return { mode, host: options.authEmulatorHost };
  }
  const port = await portOrFree(options.authEmulatorPort);
  return { mode, host: `127.0.0.1:${port}`, port };
}

/**
 * @param {StackOptions} options
 * @param {Awaited<ReturnType<typeof authTargetFor>>} target
 * @returns {Promise<{ url?: string, process?: import('./managed-process.mjs').ManagedProcess, stop: () => Promise<void> }>}
 */
async function startAuth(options, target) {
  if (target.mode !== 'start') return { url: target.host && `http://${target.host}`, stop: async () => {} };
  return startAuthEmulator({
    port: target.port,
    hubPort: options.authEmulatorHubPort,
    loggingPort: options.authEmulatorLoggingPort,
    projectId: options.firebaseProjectId,
    onLine: options.onLine,
    signal: options.signal,
  });
}

/**
 * The mail catcher's ports, chosen before the API starts so its SMTP_URL can be given (the API's runner
 * tries again until the catcher answers).
 * @param {StackOptions} options
 * @returns {Promise<{ webPort?: number, smtpPort?: number, smtpUrl?: string }>}
 */
async function mailTargetFor(options) {
  if (options.mailCatcher !== 'start') return {};
  const smtpPort = await portOrFree(options.mailCatcherSmtpPort);
  return { webPort: await portOrFree(options.mailCatcherPort), smtpPort, smtpUrl: `smtp://127.0.0.1:${smtpPort}` };
}

/**
 * @param {StackOptions} options
 * @param {Awaited<ReturnType<typeof mailTargetFor>>} target
 * @returns {Promise<{ inboxUrl?: string, process?: import('./managed-process.mjs').ManagedProcess, stop: () => Promise<void> }>}
 */
async function startMail(options, target) {
  if (!target.smtpUrl) return { stop: async () => {} };
  return startMailCatcher({ webPort: target.webPort, smtpPort: target.smtpPort, onLine: options.onLine, signal: options.signal });
}

/**
 * The database first (the API migrates it at start), then the API; stopped the other way round, so the API
 * closes its connections before the server goes.
 * @param {StackOptions} options
 * @param {Omit<import('./api-server.mjs').ApiOptions, 'databaseUrl'>} apiOptions
 */
async function startApiOnItsDatabase(options, apiOptions) {
  options.signal?.throwIfAborted();
  const database = await startStackDatabase(options);
  const start = () => startApi({ ...apiOptions, databaseUrl: database.url });
  try {
    let api = await start();
    return {
      url: api.url,
      databaseUrl: database.url,
      get process() {
        return api.process;
      },
      stopApi: () => api.stop(),
      // The same port and database: the gateway and every client find it where it was.
      startApi: async () => {
        api = await start();
      },
      stop: async () => {
        await api.stop();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * Waits for every start, keeping the stop of each one that succeeded (so a failure elsewhere cleans it up).
 * @template {{ stop: () => Promise<void> }[]} T
 * @param {(() => Promise<void>)[]} stops
 * @param {[...{ [K in keyof T]: Promise<T[K]> }]} starts
 * @returns {Promise<T>}
 */
async function settleAll(stops, starts) {
  const results = await Promise.allSettled(starts);
  for (const result of results) if (result.status === 'fulfilled') stops.push(result.value.stop);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return /** @type {T} */ (results.map((result) => /** @type {PromiseFulfilledResult<unknown>} */ (result).value));
}

/**
 * Settles with the first child that exits on its own, once the rest are stopped; never settles after stop().
 * @param {import('./managed-process.mjs').ManagedProcess[]} children
 * @param {() => boolean} isStopping
 * @param {() => Promise<void>} stopAll
 * @returns {Promise<ProcessDiedError>}
 */
function firstDeath(children, isStopping, stopAll) {
  return new Promise((resolve) => {
    for (const child of children) {
      child.exited.then(async ({ code, signal }) => {
        if (isStopping()) return;
        await stopAll();
        resolve(new ProcessDiedError(child, `${child.name} stopped unexpectedly (${signal ?? `exit code ${code}`})`));
      });
    }
  });
}

/**
 * @param {() => Promise<void>} action
 * @returns {() => Promise<void>}
 */
function once(action) {
  /** @type {Promise<void> | undefined} */
  let running;
  return () => (running ??= action());
}
