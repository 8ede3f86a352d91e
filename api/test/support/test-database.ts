import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDataSource } from '../../src/database/data-source';
import { testEnv } from './test-env';

export interface TestDatabase {
  /** URL of the migrated test database. */
  url: string;
  /** Blocks (and cuts) or re-allows connections to the test database, to simulate an outage. */
  setConnectionsAllowed(allowed: boolean): Promise<void>;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migrate(url: string): Promise<void> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await dataSource.destroy();
}

function connectionSwitch(adminUrl: string, name: string) {
  return (allowed: boolean) =>
    withClient(adminUrl, async (client) => {
      await client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ALLOW_CONNECTIONS ${allowed}`);
      if (allowed) return;
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    });
}

async function onExistingServer(adminUrl: string, migrated: boolean): Promise<TestDatabase> {
  const name = `fairway_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const drop = async () => {
    await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
  };
  const url = databaseUrl(adminUrl, name);
  if (!migrated) return { url, setConnectionsAllowed: connectionSwitch(adminUrl, name), drop };
  await migrate(url).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  return { url, setConnectionsAllowed: connectionSwitch(adminUrl, name), drop };
}

/**
 * A fresh, migrated database for one test file: a uniquely named database on TEST_DATABASE_URL's server
 * (the jest global setup starts an embedded one when the variable is unset). `migrated: false` leaves it
 * empty (a restore target).
 */
export function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (!testEnv.TEST_DATABASE_URL) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests through jest (its global setup starts a PostgreSQL) or `npm test`, ' +
        'or set it to a PostgreSQL admin URL such as postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  return onExistingServer(testEnv.TEST_DATABASE_URL, migrated);
}
