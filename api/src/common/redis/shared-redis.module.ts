import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { SharedRedis } from './shared-redis';

/** One Redis connection for the state the replicas share (REDIS_URL); absent, each process keeps its own. */
@Global()
@Module({
  providers: [
    {
      provide: SharedRedis,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.REDIS_URL ? SharedRedis.connect(config.REDIS_URL, config.REDIS_KEY_PREFIX) : SharedRedis.disabled()),
    },
  ],
  exports: [SharedRedis],
})
export class SharedRedisModule implements OnApplicationShutdown {
  constructor(@Inject(SharedRedis) private readonly redis: SharedRedis) {}

  onApplicationShutdown(): Promise<void> {
    return this.redis.close();
  }
}
