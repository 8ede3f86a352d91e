import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { pgTypeParsers } from './pg-type-parsers';
import { TypeOrmNestLogger } from './typeorm-nest-logger';
import { clientGivingUpAfter } from './unanswered-query-client';

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  lockMs: number;
}

export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 1_000, statementMs: 2_000, lockMs: 1_000 };

/** The driver's own limit: PostgreSQL cancels a slow statement first; this one catches a server that answers nothing. */
const QUERY_TIMEOUT_MARGIN_MS = 250;

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
      // from the pool), a statement, a row lock and a silent server are all bounded. A request's worst case
      // under a stalled server is its turn at the score writes plus a connection plus one unanswered query
      // (1 + 1 + 2.25 s): the connection of a query left unanswered is closed, so a ROLLBACK or the next
      // request never waits behind it (see unanswered-query-client.ts).
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      Client: clientGivingUpAfter(timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS),
      max: 10,
    },
  };
}

export function createDataSource(url: string, timeouts?: DatabaseTimeouts): DataSource {
  return new DataSource(createDataSourceOptions(url, timeouts));
}
