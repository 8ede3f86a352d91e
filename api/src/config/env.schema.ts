import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'] as const;

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('Runtime mode.'),
  PORT: port.default(3000).describe('HTTP port the API listens on.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface the API binds to.'),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: (issue) =>
        issue.input === undefined
          ? 'is required: the postgres:// URL of the database (`npm start` starts an embedded PostgreSQL and passes its URL)'
          : 'must be a postgres:// or postgresql:// URL',
    })
    .describe('PostgreSQL to use (required; migrations run against it at start).'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-fairway').describe('Firebase project whose ID tokens are accepted.'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[^\s:/]+:\d{1,5}$/, 'must be host:port, for example 127.0.0.1:9099')
    .optional()
    .describe('Firebase Auth emulator to verify tokens against (host:port).'),
  ALLOW_AUTH_EMULATOR: z
    .enum(['0', '1'], { error: 'must be 0 or 1' })
    .default('0')
    .transform((value) => value === '1')
    .describe('1 lets a production API trust the Auth emulator (a demo deployment only).'),
  LOG_LEVEL: z.enum(logLevels).default('info').describe('Lowest log level written.'),
  WEATHER_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.open-meteo.com/v1/forecast')
    .describe('Open-Meteo-compatible forecast endpoint the weather route asks.'),
}).superRefine((env, ctx) => {
  // The emulator accepts unsigned tokens: any uid (admins' uids are public) would be believed.
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST && !env.ALLOW_AUTH_EMULATOR) {
    ctx.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message: 'must not be set when NODE_ENV=production: the Auth emulator accepts unsigned tokens, so anyone could sign in as anyone (set ALLOW_AUTH_EMULATOR=1 for a demo deployment)',
    });
  }
});

export type AppConfig = z.infer<typeof envSchema>;
export type LogLevel = (typeof logLevels)[number];
