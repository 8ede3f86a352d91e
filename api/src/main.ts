import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { closeOnSignals } from './close-on-signals';
import type { AppConfig } from './config/env.schema';
import { InvalidEnvError, loadEnv } from './config/load-env';
import { JsonLogger } from './common/observability/json-logger';
import { startApi } from './start-api';

function loadEnvOrExit(): AppConfig {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadEnvOrExit();
  Logger.overrideLogger(new JsonLogger(config.LOG_LEVEL));
  const logger = new Logger('Bootstrap');
  try {
    const api = await startApi(config, logger);
    // The drain's own bounds, and time to publish the last events and close the database after them.
    closeOnSignals(api.close, logger, config.DRAIN_DELAY_MS + config.DRAIN_TIMEOUT_MS + 10_000);
  } catch (error) {
    logger.error(`API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  }
}

void main();
