import { Global, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';

/** Metrics every module counts into (GET /api/metrics); the database pool's use is read at each scrape. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class ObservabilityModule implements OnApplicationBootstrap {
  constructor(
    private readonly metrics: Metrics,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.metrics.readPoolWith(() => {
      const pool = (this.dataSource.driver as unknown as { master?: Pool }).master;
      return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    });
  }
}
