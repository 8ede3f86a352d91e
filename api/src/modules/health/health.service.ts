import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HealthException, HealthExceptionCode } from './health.exception';

export interface HealthStatus {
  status: 'ok';
  database: 'up';
}

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<HealthStatus> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch (error) {
      this.logger.warn(`Database check failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new HealthException(HealthExceptionCode.DatabaseUnavailable, 'Database is unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}
