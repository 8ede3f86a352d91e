import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Routes TypeORM's messages into the Nest logger, so LOG_LEVEL governs them too (verbose shows SQL). */
export class TypeOrmNestLogger implements TypeOrmLogger {
  private readonly logger = new Logger('TypeORM');

  logQuery(query: string): void {
    this.logger.verbose(query);
  }

  // Failed queries surface as exceptions to their callers (a conflict can be expected), so only debug.
  logQueryError(error: unknown, query: string): void {
    this.logger.debug(`query failed: ${query} (${describe(error)})`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${query}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.debug(String(message));
  }
}
