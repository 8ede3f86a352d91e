// Jest global setup: the API's tests create their databases on the PostgreSQL named by TEST_DATABASE_URL.
// `npm test` starts one for the whole run when none is given; a direct `jest` run in api/ without it starts
// a throw-away embedded PostgreSQL here (from the scripts: the API itself knows only database URLs) and
// stops it in the teardown.
import { startThrowawayPostgres } from '@fairway/scripts/throwaway-postgres';

type Stoppable = { stop: () => Promise<void> };
const globals = globalThis as typeof globalThis & { __fairwayTestDatabaseServer?: Stoppable };

export async function setupTestDatabaseServer(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const server = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = server.adminUrl;
  globals.__fairwayTestDatabaseServer = server;
}

export async function teardownTestDatabaseServer(): Promise<void> {
  await globals.__fairwayTestDatabaseServer?.stop();
}
