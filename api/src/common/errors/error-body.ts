import { STATUS_CODES } from 'node:http';
import type { ErrorBody, ErrorDetail } from '@fairway/contracts';
import { httpMessages } from '@fairway/contracts/http-messages';
import { HttpException, HttpStatus } from '@nestjs/common';
import { isDatabaseUnavailable } from './database-unavailable';
import { DomainException } from './domain.exception';

export type { ErrorBody };

function body(statusCode: number, message: string, details?: ErrorDetail[], code?: string): ErrorBody {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  return { statusCode, error, message, ...(details === undefined ? {} : { details }), ...(code === undefined ? {} : { code }) };
}

/** Nest's own exceptions carry string messages: each becomes a detail of the whole body. */
function detailsOf(messages: unknown[]): ErrorDetail[] {
  return messages.map((message) => ({ path: '', message: String(message) }));
}

function fromHttpException(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return body(status, response);
  const { message } = response as { message?: unknown };
  if (Array.isArray(message)) return body(status, message.map(String).join('; '), detailsOf(message));
  return body(status, typeof message === 'string' ? message : exception.message);
}

/** Raw http-errors (status + expose) that reach the filter without being mapped by the adapter. */
function fromExposedHttpError(exception: unknown): ErrorBody | undefined {
  const candidate = exception as { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown };
  const status = Number(candidate?.status ?? candidate?.statusCode);
  if (candidate?.expose !== true || !Number.isInteger(status) || status < 400 || status > 499) return undefined;
  return body(status, typeof candidate.message === 'string' ? candidate.message : (STATUS_CODES[status] ?? 'Error'));
}

/** The body parser's 413 (as it comes, or as Nest wraps it): its own words do not say what it would take. */
function fromBodyParserLimit(exception: unknown): ErrorBody | undefined {
  const parserError = (exception instanceof HttpException ? exception.cause : exception) as { type?: unknown; limit?: unknown } | undefined;
  if (parserError?.type !== 'entity.too.large' || typeof parserError.limit !== 'number') return undefined;
  return body(HttpStatus.PAYLOAD_TOO_LARGE, httpMessages.bodyTooLarge(parserError.limit));
}

/**
 * PostgreSQL data exceptions (SQLSTATE class 22: a NUL byte in text, a number out of range) are bad input
 * that slipped past validation: the client's fault, and the statement changed nothing.
 */
function fromDataException(exception: unknown): ErrorBody | undefined {
  const code = (exception as { driverError?: { code?: unknown }; code?: unknown })?.driverError?.code ?? (exception as { code?: unknown })?.code;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return undefined;
  return body(HttpStatus.BAD_REQUEST, 'The request contains a value the server cannot store.');
}

function fromDatabaseUnavailable(exception: unknown): ErrorBody | undefined {
  if (!isDatabaseUnavailable(exception)) return undefined;
  return body(HttpStatus.SERVICE_UNAVAILABLE, 'The database is not answering right now: try again in a few seconds.', undefined, 'DATABASE_UNAVAILABLE');
}

/** The JSON error body for any thrown value; anything unexpected becomes a generic 500. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof DomainException) return body(exception.httpStatus, exception.message, exception.details, exception.code);
  const tooLarge = fromBodyParserLimit(exception);
  if (tooLarge) return tooLarge;
  if (exception instanceof HttpException) return fromHttpException(exception);
  return (
    fromExposedHttpError(exception) ??
    fromDataException(exception) ??
    fromDatabaseUnavailable(exception) ??
    body(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error')
  );
}
