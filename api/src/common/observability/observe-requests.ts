import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './json-logger';
import type { Metrics } from './metrics';
import { requestIdFrom, withRequestId } from './request-context';

const SLOW_SECONDS = 1;

/** The route pattern Express matched (never the raw URL, whose ids would make a series per tournament). */
function routeOf(request: Request): string {
  const path: unknown = request.route?.path;
  if (typeof path !== 'string') return 'unmatched';
  return `${request.baseUrl}${path}`;
}

/**
 * Every request: an id (the caller's X-Request-Id when sane, else a new one) in the X-Request-Id answer
 * header and in every log line written while it is handled; when it ends, its count and latency by route
 * and status, and a log line (debug; warn when it failed with 5xx or took over a second).
 */
export function observeRequests(metrics: Metrics, logger: JsonLogger) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const requestId = requestIdFrom(request.headers['x-request-id']);
    const started = process.hrtime.bigint();
    response.setHeader('X-Request-Id', requestId);
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const labels = { method: request.method, route: routeOf(request), status: String(response.statusCode) };
      metrics.requests.inc(labels);
      metrics.requestSeconds.observe(labels, seconds);
      const level = response.statusCode >= 500 || seconds > SLOW_SECONDS ? 'warn' : 'debug';
      const fields = { requestId, ...labels, url: request.originalUrl, ms: Math.round(seconds * 1000), finished: response.writableFinished };
      logger.fields(level, fields, `${request.method} ${request.originalUrl} ${response.statusCode}`);
    });
    withRequestId(requestId, next);
  };
}
