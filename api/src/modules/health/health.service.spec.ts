import { useTestDataSource } from '../../../test/support/test-data-source';
import { HealthException, HealthExceptionCode } from './health.exception';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';
import { DrainState } from '../../common/drain/drain-state.service';

describe('HealthService (real PostgreSQL)', () => {
  const db = useTestDataSource();

  it('reports the database up when SELECT 1 succeeds', async () => {
    await expect(new HealthService(new HealthRepository(db.dataSource), new DrainState()).check()).resolves.toEqual({ status: 'ok', database: 'up' });
  });

  it('throws a 503 health exception while the database refuses connections, and recovers', async () => {
    const service = new HealthService(new HealthRepository(db.dataSource), new DrainState());
    await db.database.setConnectionsAllowed(false);
    try {
      const failure = await service.check().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HealthException);
      expect((failure as HealthException).code).toBe(HealthExceptionCode.DatabaseUnavailable);
      expect((failure as HealthException).httpStatus).toBe(503);
    } finally {
      await db.database.setConnectionsAllowed(true);
    }
    await expect(service.check()).resolves.toEqual({ status: 'ok', database: 'up' });
  });
});
