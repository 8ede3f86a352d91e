import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SharedRedis } from '../../common/redis/shared-redis';
import { BoardVersions, isAtLeast } from './board-versions';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('BoardVersions (real Redis)', () => {
  let redis: SharedRedis;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    redis = await SharedRedis.connect(REDIS_URL, prefix);
  });
  afterAll(async () => {
    for await (const keys of redis.ready!.scanIterator({ MATCH: `${prefix}*` })) if (keys.length > 0) await redis.ready!.del(keys);
    await redis.close();
  });

  // The subscriber hookup needs a DataSource; these tests call changed() as a commit would.
  const versions = () => new BoardVersions(undefined as unknown as DataSource, redis);

  it("counts every process's writes in Redis: a board built before a write on another process is older", async () => {
    const [reader, writer] = [versions(), versions()];
    const tournament = randomUUID();
    const built = await reader.current(tournament);
    writer.changed(new Set([tournament]));
    await writer.counted();
    const now = await reader.current(tournament);
    expect(isAtLeast(built, now)).toBe(false);
    expect(isAtLeast(now, await reader.current(tournament))).toBe(true);
  });

  it('takes counters that went back (Redis flushed) as a new epoch, so no old board passes as current', async () => {
    const [reader, writer] = [versions(), versions()];
    const tournament = randomUUID();
    for (let write = 0; write < 5; write += 1) writer.changed(new Set([tournament]));
    await writer.counted();
    const built = await reader.current(tournament);
    await redis.ready!.del(`${prefix}board-version:${tournament}`);
    writer.changed(new Set([tournament]));
    await writer.counted();
    const after = await reader.current(tournament);
    expect(after.value).toBe(1);
    expect(isAtLeast(built, after)).toBe(false);
  });
});
