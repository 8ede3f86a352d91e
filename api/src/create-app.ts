import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule, type AppModuleOptions } from './app.module';
import { useBodyLimits } from './common/body-limits/body-limits';
import { jsonCompression } from './common/compression/json-compression.middleware';
import { DrainState } from './common/drain/drain-state.service';
import { notFoundFallback } from './common/filters/not-found-fallback';
import { JsonLogger } from './common/observability/json-logger';
import { Metrics } from './common/observability/metrics';
import { observeRequests } from './common/observability/observe-requests';
import { identityPaths } from './modules/identity/identity.controller';
import { paymentsWebhookBody, paymentsWebhookPath } from './modules/payments/webhook/webhook-body';
import { setupOpenApi } from './openapi/setup-openapi';

export const API_PREFIX = 'api';

/** The initialised Nest application exactly as production runs it (tests use it too), not yet listening. */
export async function createApp(options: AppModuleOptions): Promise<NestExpressApplication> {
  const logger = new JsonLogger(options.config.LOG_LEVEL, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(options), {
    logger,
    abortOnError: false,
    forceCloseConnections: true,
  });
  // The local identity service answers at the paths the Firebase client calls, which are not ours to choose.
  app.setGlobalPrefix(API_PREFIX, { exclude: identityPaths });
  app.disable('x-powered-by');
  app.use(observeRequests(app.get(Metrics), logger));
  // request.ip is the client's address: X-Forwarded-For counts only when our own proxy sent it.
  app.set('trust proxy', options.config.TRUST_PROXY === 'false' ? false : options.config.TRUST_PROXY);
  app.use(app.get(DrainState).track);
  app.use(jsonCompression());
  // Before the JSON parser: the webhook's signature is over the bytes as sent.
  app.use(paymentsWebhookPath, paymentsWebhookBody);
  useBodyLimits(app);
  setupOpenApi(app);
  await app.init();
  app.use(notFoundFallback);
  return app;
}
