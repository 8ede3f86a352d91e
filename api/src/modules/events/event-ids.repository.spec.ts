import { useTestDataSource } from '../../../test/support/test-data-source';
import { createDataSource } from '../../database/data-source';
import { EventIdsRepository } from './event-ids.repository';

describe('EventIdsRepository (real PostgreSQL)', () => {
  const db = useTestDataSource();

  it('starts a tournament at the clock in microseconds and hands out contiguous ranges after it', async () => {
    const ids = new EventIdsRepository(db.dataSource);
    const tournamentId = '0f7e5d7c-1111-4c4c-9a9a-000000000001';
    const startedAt = Date.now() * 1000;

    const first = await ids.reserve(tournamentId, 12);
    const second = await ids.reserve(tournamentId, 30);

    expect(first).toBeGreaterThanOrEqual(startedAt - 1_000_000);
    expect(Number.isSafeInteger(first + 1_000_000_000)).toBe(true);
    expect(second).toBe(first + 12);
  });

  it('keeps counting where it was for every process: another connection (a restarted replica) continues the range', async () => {
    const tournamentId = '0f7e5d7c-1111-4c4c-9a9a-000000000002';
    const before = await new EventIdsRepository(db.dataSource).reserve(tournamentId, 5);
    const restarted = await createDataSource(db.database.url).initialize();
    try {
      const ranges = await Promise.all([
        new EventIdsRepository(restarted).reserve(tournamentId, 5),
        new EventIdsRepository(db.dataSource).reserve(tournamentId, 5),
      ]);
      expect(ranges.sort((a, b) => a - b)).toEqual([before + 5, before + 10]);
    } finally {
      await restarted.destroy();
    }
  });
});
