import { Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DrainState } from '../../common/drain/drain-state.service';
import { HealthException, HealthExceptionCode } from './health.exception';
import { HealthRepository } from './health.repository';

export interface HealthStatus {
  status: 'ok';
  database: 'up';
}

/** A probe must answer within 2 s even when the database answers nothing (a stalled server). */
const DATABASE_CHECK_MS = 1_000;

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly database: HealthRepository,
    private readonly drain: DrainState,
  ) {}

  /** The database answers (GET /api/health, as always). */
  async check(): Promise<HealthStatus> {
    const timeout = new AbortController();
    try {
      await Promise.race([
        this.database.ping(),
        sleep(DATABASE_CHECK_MS, undefined, { signal: timeout.signal }).then(() => {
          throw new Error(`no answer within ${DATABASE_CHECK_MS} ms`);
        }),
      ]);
    } catch (error) {
      this.logger.warn(`Database check failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new HealthException(HealthExceptionCode.DatabaseUnavailable, 'Database is unavailable');
    } finally {
      timeout.abort();
    }
    return { status: 'ok', database: 'up' };
  }

  /** Should the balancer send this process requests: not while it drains, nor while its database is out of reach. */
  async ready(): Promise<HealthStatus> {
    if (this.drain.draining) throw new HealthException(HealthExceptionCode.Draining, 'This API process is shutting down');
    return this.check();
  }
}
