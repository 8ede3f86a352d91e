import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { createDataSource } from '../../database/data-source';
import { HealthException, HealthExceptionCode } from './health.exception';
import { HealthService } from './health.service';
import { DrainState } from '../../common/drain/drain-state.service';

describe('HealthService (real PostgreSQL)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await createDataSource(database.url).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('reports the database up when SELECT 1 succeeds', async () => {
    await expect(new HealthService(dataSource, new DrainState()).check()).resolves.toEqual({ status: 'ok', database: 'up' });
  });

  it('throws a 503 health exception while the database refuses connections, and recovers', async () => {
    const service = new HealthService(dataSource, new DrainState());
    await database.setConnectionsAllowed(false);
    try {
      const failure = await service.check().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HealthException);
      expect((failure as HealthException).code).toBe(HealthExceptionCode.DatabaseUnavailable);
      expect((failure as HealthException).httpStatus).toBe(503);
    } finally {
      await database.setConnectionsAllowed(true);
    }
    await expect(service.check()).resolves.toEqual({ status: 'ok', database: 'up' });
  });
});
