import { httpMessages } from '@fairway/contracts/http-messages';
import { PayloadTooLargeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from '../errors/error-body';
import { closeAfterAnswer } from './close-after-answer';

/** The most a JSON or form body may hold; a route that takes a file reads it raw, with a limit of its own. */
export const parsedBodyLimitBytes = 100 * 1024;

/** The bodies Express parses before a route sees them: the rest are read by the route that takes them. */
export const parsedBodyTypes = ['application/json', 'application/x-www-form-urlencoded'];

const tooLarge = () => new PayloadTooLargeException(httpMessages.bodyTooLarge(parsedBodyLimitBytes));

/** Content-Length as a number, or null when the body is sent in chunks (or not at all). */
export function declaredLength(request: Request): number | null {
  const header = request.headers['content-length'];
  return header === undefined ? null : Number(header);
}

/**
 * Refuses a JSON or form body past the limit with 413 as soon as that is known, where the parser would read
 * all of it, to drop it, before refusing: before a byte is read when its Content-Length says so, else once
 * the bytes counted as they come pass the limit. The parser, which counts the same bytes, then finds the
 * answer sent.
 */
export function refuseOversize(request: Request, response: Response, next: NextFunction): void {
  if (!request.is(parsedBodyTypes)) return next();
  const length = declaredLength(request);
  if (length !== null) return next(length > parsedBodyLimitBytes ? tooLarge() : undefined);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= parsedBodyLimitBytes) return;
    request.off('data', count);
    const body = toErrorBody(tooLarge());
    closeAfterAnswer(request, response);
    response.status(body.statusCode).json(body);
  };
  // Listening first, in the same turn as the parser (the next middleware): both see every chunk.
  request.on('data', count).once('end', () => request.off('data', count));
  next();
}

/** The body parsers with their limit stated here, behind the check of what a body holds. */
export function useBodyLimits(app: NestExpressApplication): void {
  app.use(refuseOversize);
  app.useBodyParser('json', { limit: parsedBodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: parsedBodyLimitBytes, extended: true });
}
