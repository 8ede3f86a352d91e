import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG } from './app-config.token';
import type { AppConfig } from './env.schema';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: Object.freeze({ ...config }) }],
      exports: [APP_CONFIG],
    };
  }
}
