import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createDataSourceOptions, type DatabaseTimeouts } from './data-source';

@Module({})
export class DatabaseModule {
  static forRoot(url: string, timeouts?: DatabaseTimeouts): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...createDataSourceOptions(url, timeouts), retryAttempts: 5, retryDelay: 2_000 })],
    };
  }
}
