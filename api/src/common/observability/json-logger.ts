import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Level } from 'pino';
import type { LogLevel } from '../../config/env.schema';
import { currentRequestId } from './request-context';

const pinoLevels: Record<LogLevel, Level> = { fatal: 'fatal', error: 'error', warn: 'warn', info: 'info', debug: 'debug', verbose: 'trace' };

/**
 * Nest's logger as JSON lines (pino): time, level, context, message, and the request id of the request
 * being handled, so one request's lines can be found among many replicas' logs.
 */
export class JsonLogger implements LoggerService {
  private readonly pino: pino.Logger;

  constructor(level: LogLevel, destination?: DestinationStream) {
    const options: pino.LoggerOptions = {
      level: pinoLevels[level],
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    };
    this.pino = destination ? pino(options, destination) : pino(options);
  }

  /** Structured fields beside the message (the per-request line). */
  fields(level: Level, fields: Record<string, unknown>, message: string): void {
    this.pino[level](fields, message);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  // Nest passes (message, context) or, for errors, (message, stack, context).
  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const rest = [...params];
    const context = rest.length > 0 && typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields: Record<string, unknown> = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else if (message !== null && typeof message === 'object') this.pino[level]({ ...fields, ...message });
    else this.pino[level](fields, String(message));
  }
}
