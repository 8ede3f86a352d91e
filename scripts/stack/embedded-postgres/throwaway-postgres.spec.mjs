import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { isPortFree } from '../free-port.mjs';
import { readPostmasterPid } from './postmaster-pid.mjs';
import { isProcessAlive } from './process-liveness.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

describe('startThrowawayPostgres', () => {
  it('serves the named database on a free port, then leaves no process, port or folder behind', async () => {
    const server = await startThrowawayPostgres({ database: 'fairway_bench' });
    const url = new URL(server.url);
    const { dataDir } = server;
    const pid = await readPostmasterPid(dataDir);

    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query('SELECT current_database() AS name');
    await client.end();
    await server.stop();

    expect(rows).toEqual([{ name: 'fairway_bench' }]);
    expect(pid).toEqual(expect.any(Number));
    expect(isProcessAlive(/** @type {number} */ (pid))).toBe(false);
    expect(await isPortFree(Number(url.port))).toBe(true);
    expect(existsSync(dataDir)).toBe(false);
  });
});
