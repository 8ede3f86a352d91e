import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/database/data-source';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestDataSource {
  /** Open from the describe block's beforeAll until its afterAll. */
  readonly dataSource: DataSource;
  /** The database itself, to cut its connections. */
  readonly database: TestDatabase;
}

/** A fresh migrated database and a DataSource on it for the calling describe block, dropped after it. */
export function useTestDataSource(): TestDataSource {
  let database: TestDatabase | undefined;
  let dataSource: DataSource | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await createDataSource(database.url).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test database opens in beforeAll');
    return value;
  };
  return {
    get dataSource() {
      return opened(dataSource);
    },
    get database() {
      return opened(database);
    },
  };
}
