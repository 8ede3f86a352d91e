// The PostgreSQL the stack's API talks to: the one named by a URL, or else an embedded server the stack
// starts (and stops) itself, so the API only ever gets a DATABASE_URL.
import { startEmbeddedPostgres } from './embedded-postgres/embedded-postgres-server.mjs';
import { startThrowawayPostgres } from './embedded-postgres/throwaway-postgres.mjs';
import { portOrFree } from './free-port.mjs';

/** The database the embedded server holds for the API. */
export const embeddedDatabaseName = 'fairway';

/**
 * @typedef {object} StackDatabaseOptions
 * @property {string} [databaseUrl] use this PostgreSQL; nothing is started
 * @property {string} [embeddedPgDir] else an embedded PostgreSQL keeps its data here (undefined: a temp
 *   folder, removed on stop)
 * @property {number} [embeddedPgPort] with embeddedPgDir; 0 or undefined picks a free port
 * @property {(name: string, line: string) => void} [onLine]
 */

/**
 * @param {StackDatabaseOptions} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStackDatabase({ databaseUrl, embeddedPgDir, embeddedPgPort, onLine = () => {} }) {
  if (databaseUrl) return { url: databaseUrl, stop: async () => {} };
  /** @param {string} message */
  const log = (message) => onLine('postgres', message);
  if (!embeddedPgDir) return startThrowawayPostgres({ database: embeddedDatabaseName, log });
  return startEmbeddedPostgres({ dataDir: embeddedPgDir, port: await portOrFree(embeddedPgPort), database: embeddedDatabaseName, log });
}
