import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, ThrottlerStorageService } from '@nestjs/throttler';
import { SharedRedis } from '../redis/shared-redis';
import { SharedLimitStorage } from './shared-limit.storage';
import { accountTracker, addressTracker, isRead, WriteLimitGuard } from './write-limit.guard';
import { writeLimits } from './write-limits';

/**
 * Limits on every write, per account and per address, counted in Redis for every replica when REDIS_URL
 * is set (in this process otherwise, or while Redis is down). Import after AuthModule: its guard must
 * have named the caller first.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [SharedRedis],
      useFactory: (redis: SharedRedis) => ({
        throttlers: [
          { name: 'user', ...writeLimits.write.user, getTracker: accountTracker },
          { name: 'ip', ...writeLimits.write.ip, getTracker: addressTracker },
        ],
        skipIf: isRead,
        setHeaders: false,
        storage: new SharedLimitStorage(redis, new ThrottlerStorageService()),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: WriteLimitGuard }],
})
export class LimitsModule {}
