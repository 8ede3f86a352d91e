import { HttpStatus } from '@nestjs/common';
import { DomainException } from './domain.exception';

/**
 * Errors that say the database cannot answer now (restarting, stalled, unreachable, a statement or lock
 * wait cut short) rather than that the request is wrong: the client should retry, so they are a 503 with
 * Retry-After, never a 500.
 */
// 08: connection exceptions; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 57014: a
// statement cancelled (statement_timeout); 53300/53400: too many connections, config limit.
const OUTAGE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300|53400)$/;
// Conflicts between writes that a retry resolves: serialization failure, deadlock, lock_timeout.
const CONFLICT_SQLSTATE = /^(40001|40P01|55P03)$/;
const OUTAGE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// The pg driver's own errors carry no code.
const OUTAGE_MESSAGES = [
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

type Trouble = 'outage' | 'conflict';

function troubleOf(error: unknown, depth = 0): Trouble | null {
  if (typeof error !== 'object' || error === null || depth > 3) return null;
  const { code, message, driverError, cause } = error as ErrorLike;
  if (typeof code === 'string' && (OUTAGE_SQLSTATE.test(code) || OUTAGE_SYSTEM_CODES.has(code))) return 'outage';
  if (typeof code === 'string' && CONFLICT_SQLSTATE.test(code)) return 'conflict';
  if (typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return 'outage';
  return troubleOf(driverError, depth + 1) ?? troubleOf(cause, depth + 1);
}

/** The database cannot answer now, or two writes collided: the client should send the request again (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return troubleOf(error) !== null;
}

/** The database itself is out of reach or not answering (not a collision of writes): retrying now only waits again. */
export function isDatabaseOutage(error: unknown): boolean {
  return troubleOf(error) === 'outage';
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
