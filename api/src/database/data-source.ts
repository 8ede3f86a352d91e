import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { pgTypeParsers } from './pg-type-parsers';
import { TypeOrmNestLogger } from './typeorm-nest-logger';

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  lockMs: number;
}

export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 2_000, statementMs: 2_000, lockMs: 1_000 };

/** The driver's own limit: PostgreSQL cancels a slow statement first; this one catches a server that answers nothing. */
const QUERY_TIMEOUT_MARGIN_MS = 500;

export function createDataSourceOptions(url: string, timeouts: DatabaseTimeouts = defaultDatabaseTimeouts): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: true,
    synchronize: false,
    // Ids default to gen_random_uuid() (core PostgreSQL), so no extension (and no superuser) is needed.
    installExtensions: false,
    logger: new TypeOrmNestLogger(),
    maxQueryExecutionTime: 1_000,
    extra: {
      types: pgTypeParsers,
      application_name: 'fairway-api',
      // Database trouble must be a quick 503, never a request that hangs: waiting for a connection (new or
      // from the pool), a statement, a row lock and a silent server are all bounded.
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      query_timeout: timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS,
      max: 10,
    },
  };
}

export function createDataSource(url: string, timeouts?: DatabaseTimeouts): DataSource {
  return new DataSource(createDataSourceOptions(url, timeouts));
}
