import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { emptyAcceptQueue } from './common/drain/accept-queue';
import { DrainState } from './common/drain/drain-state.service';
import type { AppConfig } from './config/env.schema';
import { createApp } from './create-app';
import { EventHub } from './modules/events/event-hub.service';
import { EventPublisher } from './modules/events/event-publisher.service';

export interface RunningApi {
  url: string;
  /** Graceful stop: true when every request in flight was answered. */
  close(): Promise<boolean>;
}

/** What a client told to reconnect waits before it does (a balancer sends it to another replica). */
const STREAM_RETRY_MS = 500;

function listeningUrl(app: NestExpressApplication, host: string): string {
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://${host}:${port}`;
}

/**
 * Readiness false first, still serving (every answer closes its connection) while the balancer notices;
 * then no new connections (refused at connect, none cut after it), every request in flight answered
 * (bounded), the events of their writes published, event streams closed with a retry hint, and the rest of
 * the application closed.
 */
async function drain(app: NestExpressApplication, config: AppConfig, logger: Logger): Promise<boolean> {
  const state = app.get(DrainState);
  state.begin();
  logger.log(`Draining: readiness is false, ${state.inFlightCount} requests in flight`);
  await sleep(config.DRAIN_DELAY_MS);
  const server = app.getHttpServer();
  await emptyAcceptQueue(server);
  // Node's close() also closes the idle connections (a connection accepted whose request has not come yet
  // is not idle: it is answered).
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  const finished = await state.whenIdle(config.DRAIN_TIMEOUT_MS);
  if (!finished) logger.warn(`Drain: ${state.inFlightCount} requests still running after ${config.DRAIN_TIMEOUT_MS} ms`);
  await app.get(EventPublisher).flush();
  app.get(EventHub).closeStreams(STREAM_RETRY_MS);
  // The ended streams leave their connections idle; one still busy after 2 s (a client half-way through
  // sending a request) is cut by app.close().
  for (let waited = 0; waited < 2_000 && !(await Promise.race([stopped.then(() => true), sleep(100, false)])); waited += 100) {
    server.closeIdleConnections();
  }
  await app.close();
  return finished;
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
      const finished = await drain(running, config, logger);
      logger.log('API stopped');
      return finished;
    },
  };
}
