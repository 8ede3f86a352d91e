import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { pgTypeParsers } from './pg-type-parsers';
import { TypeOrmNestLogger } from './typeorm-nest-logger';

export function createDataSourceOptions(url: string): DataSourceOptions {
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
      connectionTimeoutMillis: 5_000,
      max: 10,
    },
  };
}

export function createDataSource(url: string): DataSource {
  return new DataSource(createDataSourceOptions(url));
}
