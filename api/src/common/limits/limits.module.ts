import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { accountTracker, addressTracker, isRead, WriteLimitGuard } from './write-limit.guard';
import { writeLimits } from './write-limits';

/**
 * Limits on every write, per account and per address, counted in this process (a second replica counts
 * its own). Import after AuthModule: its guard must have named the caller first.
 */
@Module({
  imports: [
    ThrottlerModule.forRoot({
      throttlers: [
        { name: 'user', ...writeLimits.write.user, getTracker: accountTracker },
        { name: 'ip', ...writeLimits.write.ip, getTracker: addressTracker },
      ],
      skipIf: isRead,
      setHeaders: false,
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: WriteLimitGuard }],
})
export class LimitsModule {}
