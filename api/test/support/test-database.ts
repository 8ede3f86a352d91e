import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDataSource, type DatabaseTimeouts } from '../../src/database/data-source';
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

/** The feature suites' patient waits (test-app.ts): migrating on a busy machine may take longer than production's 2 s. */
const migrationWaits: DatabaseTimeouts = { connectMs: 10_000, statementMs: 20_000, lockMs: 10_000 };

async function migrate(url: string): Promise<void> {
  const dataSource = createDataSource(url, migrationWaits);
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

/**
 * The run's migrated database, made once by the jest global setup: each test file's database is a copy of it
 * (CREATE DATABASE ... TEMPLATE), far cheaper than running every migration again. Nobody may connect to it
 * (PostgreSQL copies a template only while it has no sessions). Returns its name.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<string> {
  const name = `fairway_template_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  await migrate(databaseUrl(adminUrl, name));
  await withClient(adminUrl, (client) => client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ALLOW_CONNECTIONS false`));
  return name;
}

export function dropTemplateDatabase(adminUrl: string, name: string): Promise<unknown> {
  return withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
}

async function onExistingServer(adminUrl: string, migrated: boolean): Promise<TestDatabase> {
  const name = `fairway_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? testEnv.TEST_TEMPLATE_DATABASE : undefined;
  await withClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''}`),
  );
  const drop = async () => {
    await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
  };
  const url = databaseUrl(adminUrl, name);
  if (!migrated || template) return { url, setConnectionsAllowed: connectionSwitch(adminUrl, name), drop };
  await migrate(url).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  return { url, setConnectionsAllowed: connectionSwitch(adminUrl, name), drop };
}

/**
 * A fresh, migrated database for one test file: a uniquely named database on TEST_DATABASE_URL's server
 * (the jest global setup starts an embedded one when the variable is unset), copied from the run's template
 * when there is one (TEST_TEMPLATE_DATABASE), else migrated here. `migrated: false` leaves it empty (a restore target).
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
