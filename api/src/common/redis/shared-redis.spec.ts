import { randomBytes } from 'node:crypto';
import { freePort } from '../../../test/support/free-port';
import { SharedRedis } from './shared-redis';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('SharedRedis', () => {
  const connections: SharedRedis[] = [];
  afterAll(() => Promise.all(connections.map((redis) => redis.close())));

  it('answers commands on a real Redis, under its key prefix', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const redis = await SharedRedis.connect(REDIS_URL, prefix);
    connections.push(redis);
    expect(redis.key('board-version:t1')).toBe(`${prefix}board-version:t1`);
    expect(await redis.within(redis.ready!.incr(redis.key('n')))).toBe(1);
  });

  it('starts without an unreachable Redis, offering no client, instead of waiting for it', async () => {
    const started = Date.now();
    const redis = await SharedRedis.connect(`redis://127.0.0.1:${await freePort()}`, 'x:');
    connections.push(redis);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(redis.ready).toBeNull();
  });

  it('gives up a command a stalled Redis does not answer, so no request hangs on it', async () => {
    const started = Date.now();
    await expect(SharedRedis.disabled().within(new Promise(() => undefined))).rejects.toThrow(/did not answer within 500 ms/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
