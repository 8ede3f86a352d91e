import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { SharedRedis } from '../redis/shared-redis';

// One round trip, atomic across replicas: count the hit, start the window on the first one, answer the count
// and the milliseconds the window has left.
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const COUNT_HIT = `
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { hits, left }`;

/**
 * Write-limit counts in Redis, so every replica counts against the same limit (a fixed window per
 * route, tracker and limit). While Redis is down or unset, counts fall back to this process: a limit is
 * then per replica, but no write fails because of Redis.
 */
export class SharedLimitStorage implements ThrottlerStorage {
  private readonly logger = new Logger(SharedLimitStorage.name);

  constructor(
    private readonly redis: SharedRedis,
    private readonly fallback: ThrottlerStorage,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const client = this.redis.ready;
    if (client) {
      try {
        const reply = (await this.redis.within(
          client.eval(COUNT_HIT, { keys: [this.redis.key(`limits:${throttlerName}:${key}`)], arguments: [String(ttl)] }),
        )) as [number, number];
        const [hits, left] = reply.map(Number) as [number, number];
        const seconds = Math.ceil(left / 1000);
        return { totalHits: hits, timeToExpire: seconds, isBlocked: hits > limit, timeToBlockExpire: hits > limit ? seconds : 0 };
      } catch (error) {
        this.logger.warn(`Write limits counted in this process only: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
  }
}
