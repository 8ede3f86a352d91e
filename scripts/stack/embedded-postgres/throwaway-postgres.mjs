// An embedded PostgreSQL that lives only for one run of the tests or the benchmarks: a temp folder, a free
// port, and both gone after stop().
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';
import { startEmbeddedPostgres } from './embedded-postgres-server.mjs';

/**
 * @param {object} [options]
 * @param {string} [options.database] created on it (default: only the server's own `postgres`)
 * @param {(message: string) => void} [options.log]
 * @returns {Promise<import('./embedded-postgres-server.mjs').EmbeddedPostgresServer>}
 */
export async function startThrowawayPostgres({ database = 'postgres', log } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'fairway-pg-'));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  try {
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), database, log });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await remove();
      },
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
