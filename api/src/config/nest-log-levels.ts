import type { LogLevel as NestLogLevel } from '@nestjs/common';
import { logLevels, type LogLevel } from './env.schema';

const nestNames: Record<LogLevel, NestLogLevel> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  info: 'log',
  debug: 'debug',
  verbose: 'verbose',
};

/** Nest enables levels one by one: the configured level and every more severe one. */
export function nestLogLevels(level: LogLevel): NestLogLevel[] {
  return logLevels.slice(0, logLevels.indexOf(level) + 1).map((name) => nestNames[name]);
}
