import pg from 'pg';

const DUPLICATE_DATABASE = '42P04';

/**
 * @param {string} adminUrl
 * @param {string} name
 * @returns {Promise<void>}
 */
export async function createDatabaseIfMissing(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await client.end();
  }
}
