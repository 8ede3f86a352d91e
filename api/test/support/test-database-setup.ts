// Jest global setup: the API's tests create their databases on the PostgreSQL named by TEST_DATABASE_URL.
// `npm test` starts one for the whole run when none is given; a direct `jest` run in api/ without it starts
// a throw-away embedded PostgreSQL here (from the scripts: the API itself knows only database URLs) and
// stops it in the teardown. On it, the run's migrated template (TEST_TEMPLATE_DATABASE), which the test
// files' databases are copied from, dropped in the teardown.
import { startThrowawayPostgres } from '@fairway/scripts/throwaway-postgres';
import { createTemplateDatabase, dropTemplateDatabase } from './test-database';

type Stoppable = { stop: () => Promise<void> };
const globals = globalThis as typeof globalThis & { __fairwayTestDatabaseServer?: Stoppable };

export async function setupTestDatabaseServer(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    const server = await startThrowawayPostgres();
    process.env.TEST_DATABASE_URL = server.adminUrl;
    globals.__fairwayTestDatabaseServer = server;
  }
  process.env.TEST_TEMPLATE_DATABASE = await createTemplateDatabase(process.env.TEST_DATABASE_URL);
}

export async function teardownTestDatabaseServer(): Promise<void> {
  const { TEST_DATABASE_URL: adminUrl, TEST_TEMPLATE_DATABASE: template } = process.env;
  if (adminUrl && template) await dropTemplateDatabase(adminUrl, template);
  await globals.__fairwayTestDatabaseServer?.stop();
}
