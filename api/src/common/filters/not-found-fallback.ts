import { NotFoundException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from '../errors/error-body';

/**
 * Nest only answers unknown routes under the global prefix; anything else would get Express's
 * HTML page. Mounted after Nest's own routes, this answers every remaining request with JSON.
 */
export function notFoundFallback(request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) return next();
  const body = toErrorBody(new NotFoundException(`Cannot ${request.method} ${request.originalUrl}`));
  response.status(body.statusCode).json(body);
}
