import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'] as const;

const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Only named ranges and explicit addresses: "true" or a hop count would believe any client's header. */
function isProxyTrust(value: string): boolean {
  if (value === 'false') return true;
  return value.split(',').every((entry) => {
    const [address = '', bits, ...rest] = entry.trim().split('/');
    if (namedProxyRanges.has(address) && bits === undefined) return true;
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development').describe('Runtime mode.'),
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
    IDENTITY_SIGNING_KEY: z
      .string()
      .transform((pem) => pem.replaceAll('\\n', '\n').trim())
      .refine((pem) => /^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----$/.test(pem), {
        message: 'must be a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----; newlines may be written \\n)',
      })
      .optional()
      .describe(
        "With the Auth emulator: the P-256 key (PKCS#8 PEM) that signs the local identity service's ID tokens. Unset, the first API to start creates one in PostgreSQL and every replica reads it there.",
      ),
    ALLOW_AUTH_EMULATOR: z
      .enum(['0', '1'], { error: 'must be 0 or 1' })
      .default('0')
      .transform((value) => value === '1')
      .describe('1 lets a production API trust the Auth emulator (a demo deployment only).'),
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .refine(isProxyTrust, {
        message: 'must be a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal; or false',
      })
      .describe('Which direct peers are our own proxies, whose X-Forwarded-For is believed (Express "trust proxy").'),
    WRITE_LIMIT_SCALE: z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a plain positive number, for example 1 or 10')
      .default('1')
      .transform(Number)
      .refine((scale) => scale > 0, 'must be more than 0')
      .describe('Multiplies every write limit (1 in production; more for a load test against a staging API).'),
    SPONSOR_LOGO_DIR: z
      .string()
      .trim()
      .min(1)
      .default('.data/sponsor-logos')
      .transform((dir) => (isAbsolute(dir) ? dir : resolve(dir)))
      .describe(
        'Folder where uploaded sponsor logos are kept (relative to the working directory; `npm start` runs from the repository, so .data/sponsor-logos beside the embedded PostgreSQL).',
      ),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_test_..., sk_live_..., rk_...)')
      .optional()
      .describe('Stripe secret key: with STRIPE_WEBHOOK_SECRET, online payment goes through Stripe Checkout.'),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be the signing secret of the webhook endpoint (whsec_...)')
      .optional()
      .describe("Signing secret of Stripe's webhook endpoint for POST /api/payments/webhook (required with STRIPE_SECRET_KEY)."),
    STRIPE_API_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, for example http://127.0.0.1:12111' })
      .optional()
      .describe("Where the Stripe SDK sends its calls (tests point it at a local fake); unset: Stripe's own API."),
    PAYMENTS_TEST_PROVIDER: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true')
      .describe(
        'true, without Stripe keys: the built-in test provider takes online payments on a local page where no money moves (`npm start` and the tests set it; never a real event).',
      ),
    LOG_LEVEL: z.enum(logLevels).default('info').describe('Lowest log level written.'),
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .describe('Bearer token GET /api/metrics asks for; unset, metrics are served to loopback and private-network clients only.'),
    WEATHER_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://api.open-meteo.com/v1/forecast')
      .describe('Open-Meteo-compatible forecast endpoint the weather route asks.'),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .optional()
      .describe('Redis whose pub/sub carries live events between API replicas; unset, events stay in this process.'),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or _ : . -')
      .default('fairway:')
      .describe('Put before the keys of the state the replicas share in Redis (board versions, write-limit counts).'),
    EVENTS_HEARTBEAT_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(300)
      .default(15)
      .describe('Seconds between the heartbeats that keep idle event streams open through proxies; a client that misses three reconnects.'),
    EVENTS_COALESCE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(1000)
      .default(100)
      .describe('While scores pour in, the least time between two boards of one tournament: changes in between go into the next board.'),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(1_000)
      .describe(
        'How long a request waits for a database connection (a new one, or a free one of the pool), and for its turn at the score writes, before it is answered 503.',
      ),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(2_000)
      .describe(
        "PostgreSQL statement_timeout of the API's connections; 250 ms later the driver gives up on a server that does not answer at all (a stalled server) and closes that connection.",
      ),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(1_000)
      .describe("PostgreSQL lock_timeout of the API's connections: a statement waiting this long for a row lock gives up (503)."),
    DRAIN_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(1_000)
      .describe(
        'On SIGTERM, how long the API keeps serving (readiness false, every answer closing its connection) before it stops accepting, so the balancer sees it leave.',
      ),
    DRAIN_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .max(600_000)
      .default(20_000)
      .describe('On SIGTERM, the longest the API waits for the requests in flight to finish before it exits.'),
    PUBLIC_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, for example https://golf.example.org' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional()
      .describe(
        "The product's public origin, put before the links in e-mails, and a checkout's return address when the buyer's request names no origin of its own (docker compose: https://FAIRWAY_DOMAIN; `npm start`: the gateway's address). Unset: http://localhost:8080.",
      ),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, for example smtps://user:password@smtp.example.org:465' })
      .optional()
      .describe(
        'SMTP server e-mail is sent through (nodemailer; smtps:// for TLS from the start, smtp:// upgrades with STARTTLS when offered). Unset: messages stay queued in the outbox and the health check says so.',
      ),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address, or a name and <address>: Fairway Fund <golf@example.org>')
      .default('Fairway Fund <fairway@localhost>')
      .describe('Sender of every e-mail (an address the SMTP server may send as).'),
    MAIL_RETRY_BASE_MS: z.coerce
      .number()
      .int()
      .min(10)
      .max(3_600_000)
      .default(30_000)
      .describe('Wait before the first retry of an e-mail the SMTP server did not take; each later retry waits four times longer.'),
    MAIL_MAX_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(20)
      .default(5)
      .describe('Tries of one e-mail before it is marked failed (with the last error kept); 5 spans about 40 minutes.'),
    MAIL_POLL_MS: z.coerce
      .number()
      .int()
      .min(50)
      .max(600_000)
      .default(10_000)
      .describe("How often each API replica looks for queued e-mail it was not woken for (another replica's, or one due for a retry)."),
    LLM_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, for example http://127.0.0.1:11434/v1' })
      .optional()
      .describe('OpenAI-compatible API the Golf Assistant asks (POST {LLM_BASE_URL}/chat/completions); unset: built-in answers only.'),
    LLM_API_KEY: z.string().min(1).optional().describe('Bearer key for LLM_BASE_URL (local llama.cpp and Ollama servers need none).'),
    LLM_MODEL: z.string().min(1).optional().describe('Model name sent to LLM_BASE_URL (required with it).'),
    LLM_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(120_000, 'must be at most 120000')
      .optional()
      .describe('How long the assistant waits for the model before its built-in answer (default 10000).'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither' });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required with LLM_BASE_URL: the model to ask' });
    if (env.LLM_MODEL && !env.LLM_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: 'is required with LLM_MODEL: the OpenAI-compatible endpoint to ask' });
    if (env.NODE_ENV === 'production' && env.SMTP_URL && env.MAIL_FROM.endsWith('@localhost>'))
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL in production: the address e-mail is sent from' });
    // The API signs the emulator's tokens itself, but the emulator keeps accounts in memory and mails nothing.
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST && !env.ALLOW_AUTH_EMULATOR) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          'must not be set when NODE_ENV=production: the Auth emulator keeps its accounts in memory and sends no e-mail (set ALLOW_AUTH_EMULATOR=1 for a demo deployment)',
      });
    }
  });

export type AppConfig = z.infer<typeof envSchema>;
export type LogLevel = (typeof logLevels)[number];
