import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from './config/env.schema';
import { createApp } from './create-app';

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

function listeningUrl(app: NestExpressApplication, host: string): string {
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://${host}:${port}`;
}

/** Connects to DATABASE_URL, runs migrations, then serves HTTP. */
export async function startApi(config: AppConfig, logger = new Logger('Bootstrap')): Promise<RunningApi> {
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp({ config, databaseUrl: config.DATABASE_URL });
    await app.listen(config.PORT, config.HOST);
  } catch (error) {
    await app?.close().catch(() => undefined);
    throw error;
  }
  const url = listeningUrl(app, config.HOST);
  logger.log(`API listening on ${url}`);
  const running = app;
  return {
    url,
    close: async () => {
      await running.close();
      logger.log('API stopped');
    },
  };
}
