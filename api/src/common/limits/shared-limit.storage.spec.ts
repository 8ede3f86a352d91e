import { randomBytes } from 'node:crypto';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { freePort } from '../../../test/support/free-port';
import { SharedRedis } from '../redis/shared-redis';
import { SharedLimitStorage } from './shared-limit.storage';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HOUR_MS = 3_600_000;

describe('SharedLimitStorage (real Redis)', () => {
  const connections: SharedRedis[] = [];
  const connect = async (url: string, prefix: string) => {
    const redis = await SharedRedis.connect(url, prefix);
    connections.push(redis);
    return redis;
  };
  afterAll(() => Promise.all(connections.map((redis) => redis.close())));

  it('counts the hits of two processes against one limit, with the window left as Retry-After', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const replicas = [await connect(REDIS_URL, prefix), await connect(REDIS_URL, prefix)].map(
      (redis) => new SharedLimitStorage(redis, new ThrottlerStorageService()),
    );
    const records = [];
    for (let hit = 0; hit < 21; hit += 1) records.push(await replicas[hit % 2]!.increment('uid:flooder', HOUR_MS, 20, HOUR_MS, 'user'));
    expect(records.map((record) => record.totalHits)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    expect(records.slice(0, 20).every((record) => !record.isBlocked)).toBe(true);
    expect(records[20]).toMatchObject({ isBlocked: true });
    expect(records[20]!.timeToBlockExpire).toBeGreaterThan(3590);
    expect(records[20]!.timeToBlockExpire).toBeLessThanOrEqual(3600);
  });

  it('counts in this process when Redis cannot be reached, and never throws for it', async () => {
    const storage = new SharedLimitStorage(await connect(`redis://127.0.0.1:${await freePort()}`, 'unreachable:'), new ThrottlerStorageService());
    const records = [];
    for (let hit = 0; hit < 21; hit += 1) records.push(await storage.increment('uid:flooder', HOUR_MS, 20, HOUR_MS, 'user'));
    expect(records.map((record) => record.isBlocked)).toEqual([...Array.from({ length: 20 }, () => false), true]);
  });
});
