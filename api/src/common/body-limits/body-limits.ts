import { httpMessages } from '@fairway/contracts/http-messages';
import { PayloadTooLargeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/** The most a JSON or form body may hold; a route that takes a file reads it raw, with a limit of its own. */
export const parsedBodyLimitBytes = 100 * 1024;

/** The bodies Express parses before a route sees them: the rest are read by the route that takes them. */
export const parsedBodyTypes = ['application/json', 'application/x-www-form-urlencoded'];

/** Content-Length as a number, or null when the body is sent in chunks (or not at all). */
export function declaredLength(request: Request): number | null {
  const header = request.headers['content-length'];
  return header === undefined ? null : Number(header);
}

/**
 * Answers 413 to a JSON or form body whose Content-Length already says it is too large, before a byte of it
 * is read (the parser would read all of it, to drop it, before refusing). A chunked body is counted by the
 * parser as it comes and refused once past the limit.
 */
export function refuseDeclaredOversize(request: Request, _response: Response, next: NextFunction): void {
  const length = declaredLength(request);
  if (length !== null && length > parsedBodyLimitBytes && request.is(parsedBodyTypes)) {
    return next(new PayloadTooLargeException(httpMessages.bodyTooLarge(parsedBodyLimitBytes)));
  }
  next();
}

/** The body parsers with their limit stated here, behind the check of what a body declares. */
export function useBodyLimits(app: NestExpressApplication): void {
  app.use(refuseDeclaredOversize);
  app.useBodyParser('json', { limit: parsedBodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: parsedBodyLimitBytes, extended: true });
}
