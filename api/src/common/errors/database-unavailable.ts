import { HttpStatus } from '@nestjs/common';
import { DomainException } from './domain.exception';

/**
 * Errors that say the database cannot answer now (restarting, stalled, unreachable, a statement or lock
 * wait cut short) rather than that the request is wrong: the client should retry, so they are a 503 with
 * Retry-After, never a 500.
 */
// 08: connection exceptions; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 57014: a
// statement cancelled (statement_timeout); 55P03: lock_timeout; 53300/53400: too many connections, config
// limit; 40001/40P01: serialization failure and deadlock, which a retry resolves.
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|55P03|53300|53400|40001|40P01)$/;
const UNAVAILABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// The pg driver's own errors carry no code.
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
  // 55000, a code shared with errors that are not about availability: a database closed to connections.
  /is not currently accepting connections/i,
];

export const DATABASE_RETRY_AFTER_SECONDS = 2;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, driverError, cause } = error as ErrorLike;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

/** Thrown by our own code when a request waited too long for its turn at the database. */
export class DatabaseBusyException extends DomainException<'DATABASE_UNAVAILABLE'> {
  constructor() {
    super('DATABASE_UNAVAILABLE', 'The database is not keeping up right now: try again in a few seconds.');
  }

  get httpStatus(): HttpStatus {
    return HttpStatus.SERVICE_UNAVAILABLE;
  }
}
