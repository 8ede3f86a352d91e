import type { LoggerService } from '@nestjs/common';
import type { AppConfig } from '../config/env.schema';
import { startEmbeddedPostgres } from './embedded/embedded-postgres-server';

export const EMBEDDED_DATABASE_NAME = 'fairway';

export interface DatabaseServer {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** The PostgreSQL the API talks to: DATABASE_URL when given, otherwise an embedded server it owns. */
export async function startDatabaseServer(config: AppConfig, logger: LoggerService): Promise<DatabaseServer> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  return startEmbeddedPostgres({
    dataDir: config.EMBEDDED_PG_DIR,
    port: config.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE_NAME,
    logger,
  });
}
