import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './find-repo-root';

const port = z.coerce.number().int().min(1).max(65535);

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'] as const;

export function defaultEmbeddedPgDir(): string {
  return join(findRepoRoot() ?? resolve('.'), '.data', 'postgres');
}

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('Runtime mode.'),
  PORT: port.default(3000).describe('HTTP port the API listens on.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface the API binds to.'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional()
    .describe('PostgreSQL to use. When unset, an embedded PostgreSQL is started.'),
  EMBEDDED_PG_PORT: port.default(54329).describe('Port of the embedded PostgreSQL (only without DATABASE_URL).'),
  EMBEDDED_PG_DIR: z
    .string()
    .refine(isAbsolute, 'must be an absolute path')
    .default(defaultEmbeddedPgDir)
    .describe('Data folder of the embedded PostgreSQL; kept across restarts.'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-fairway').describe('Firebase project whose ID tokens are accepted.'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[^\s:/]+:\d{1,5}$/, 'must be host:port, for example 127.0.0.1:9099')
    .optional()
    .describe('Firebase Auth emulator to verify tokens against (host:port).'),
  LOG_LEVEL: z.enum(logLevels).default('info').describe('Lowest log level written.'),
  WEATHER_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.open-meteo.com/v1/forecast')
    .describe('Open-Meteo-compatible forecast endpoint the weather route asks.'),
});

export type AppConfig = z.infer<typeof envSchema>;
export type LogLevel = (typeof logLevels)[number];
