import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadEnv } from '../../src/config/load-env';
import { createApp } from '../../src/create-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  database: TestDatabase;
  /** The raw HTTP server for supertest: `request(testApp.http)`. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

/**
 * A feature suite's database waits. The production ones (1 s for a connection, 2 s a statement) are met on a
 * quiet machine, but CI runs every project's tests on two cores at once, where a statement now and then takes
 * longer; a 503 there says nothing about the feature. The waits themselves are tested at their production
 * values (test/database-stall.spec.ts passes them).
 */
export const patientDatabase = { DATABASE_CONNECT_TIMEOUT_MS: '10000', DATABASE_STATEMENT_TIMEOUT_MS: '20000', DATABASE_LOCK_TIMEOUT_MS: '10000' };

/** The production database waits (the env schema's defaults), for the suites that test them. */
export const productionDatabaseWaits = { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '2000', DATABASE_LOCK_TIMEOUT_MS: '1000' };

/** The tests' API settings on the given database, verifying tokens with the Auth emulator. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    IDENTITY_SIGNING_KEY: process.env.IDENTITY_SIGNING_KEY ?? '',
    // A suite about one feature sends far more writes from one account than a person would; the
    // limits themselves are tested at their real values (scale 1) in test/security/write-limits.spec.ts.
    WRITE_LIMIT_SCALE: '100',
    SPONSOR_LOGO_DIR: join(tmpdir(), 'fairway-test-sponsor-logos'),
    // Online payment through the built-in test provider, as under `npm start` (Stripe's tests set its keys).
    PAYMENTS_TEST_PROVIDER: 'true',
    ...patientDatabase,
    ...env,
  });
}

/** The real API (production bootstrap) on its own fresh database, verifying tokens with the Auth emulator. */
export async function startTestApp({ env = {}, extraModules = [] }: { env?: Record<string, string>; extraModules?: Type[] } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, env);
  const app = await createApp({ config, databaseUrl: database.url, extraModules });
  return {
    app,
    database,
    http: app.getHttpServer(),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
