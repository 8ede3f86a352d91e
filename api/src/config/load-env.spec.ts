import { resolve } from 'node:path';
import { InvalidEnvError, loadEnv } from './load-env';

const databaseUrl = 'postgres://postgres@127.0.0.1:5432/fairway';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof InvalidEnvError) return error.problems;
    throw error;
  }
  throw new Error('expected loadEnv to reject the environment');
}

describe('loadEnv', () => {
  it('keeps sponsor logos in an absolute folder: a relative one is under the working directory', () => {
    expect(loadEnv({ DATABASE_URL: databaseUrl, SPONSOR_LOGO_DIR: '/srv/fairway/logos' }).SPONSOR_LOGO_DIR).toBe('/srv/fairway/logos');
    expect(loadEnv({ DATABASE_URL: databaseUrl, SPONSOR_LOGO_DIR: 'data/logos' }).SPONSOR_LOGO_DIR).toBe(resolve('data/logos'));
  });

  it('applies the documented defaults to an environment with only DATABASE_URL', () => {
    const config = loadEnv({ DATABASE_URL: databaseUrl });

    expect(config).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: databaseUrl,
      FIREBASE_PROJECT_ID: 'demo-fairway',
      ALLOW_AUTH_EMULATOR: false,
      TRUST_PROXY: 'loopback',
      WRITE_LIMIT_SCALE: 1,
      SPONSOR_LOGO_DIR: resolve('.data/sponsor-logos'),
      LOG_LEVEL: 'info',
      WEATHER_API_URL: 'https://api.open-meteo.com/v1/forecast',
      REDIS_KEY_PREFIX: 'fairway:',
      EVENTS_HEARTBEAT_SECONDS: 15,
      EVENTS_COALESCE_MS: 100,
      DATABASE_CONNECT_TIMEOUT_MS: 1_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 2_000,
      DATABASE_LOCK_TIMEOUT_MS: 1_000,
      DRAIN_DELAY_MS: 1_000,
      DRAIN_TIMEOUT_MS: 20_000,
      PAYMENTS_TEST_PROVIDER: false,
      MAIL_FROM: 'Fairway Fund <fairway@localhost>',
      MAIL_RETRY_BASE_MS: 30_000,
      MAIL_MAX_ATTEMPTS: 5,
      MAIL_POLL_MS: 10_000,
    });
  });

  it('parses given values, coercing ports to numbers', () => {
    const config = loadEnv({
      PORT: '3101',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app@db:5432/fairway',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      ALLOW_AUTH_EMULATOR: '1',
    });

    expect(config).toMatchObject({
      ALLOW_AUTH_EMULATOR: true,
      PORT: 3101,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app@db:5432/fairway',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
  });

  it('takes the optional language model settings together, and refuses half of them', () => {
    const base = { DATABASE_URL: databaseUrl };
    expect(loadEnv({ ...base, LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2', LLM_TIMEOUT_MS: '2500' })).toMatchObject({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.2',
      LLM_TIMEOUT_MS: 2500,
    });
    expect(problemsOf({ ...base, LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toEqual([
      'LLM_MODEL: is required with LLM_BASE_URL: the model to ask (got null)',
    ]);
    expect(problemsOf({ ...base, LLM_MODEL: 'x', LLM_BASE_URL: 'ftp://model' })[0]).toContain('LLM_BASE_URL: must be an http:// or https:// URL');
    expect(problemsOf({ ...base, LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'x', LLM_TIMEOUT_MS: 'soon' })[0]).toContain('LLM_TIMEOUT_MS: must be a whole number');
  });

  // Security finding 6: private networks were trusted as proxies, so a phone on the venue Wi-Fi chose its address.
  it('believes X-Forwarded-For only from the proxies named in TRUST_PROXY, never from anyone', () => {
    const base = { DATABASE_URL: databaseUrl };
    expect(loadEnv({ ...base, TRUST_PROXY: '172.30.10.10, loopback' }).TRUST_PROXY).toBe('172.30.10.10, loopback');
    expect(loadEnv({ ...base, TRUST_PROXY: '10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toBe('10.0.0.0/8,fd00::/8');
    expect(loadEnv({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe('false');
    for (const anyone of ['true', '1', '0.0.0.0/0x', 'everyone', '10.0.0.0/33']) {
      expect(problemsOf({ ...base, TRUST_PROXY: anyone })).toEqual([expect.stringMatching(/^TRUST_PROXY: must be a comma-separated list/)]);
    }
  });

  // Security finding 3: with the emulator's host set, unsigned tokens naming any uid were accepted.
  it('refuses the Auth emulator in production unless ALLOW_AUTH_EMULATOR=1 says it is a demo', () => {
    const production = { DATABASE_URL: databaseUrl, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'auth-emulator:9099' };

    expect(problemsOf(production)).toEqual([expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST: must not be set when NODE_ENV=production/)]);
    expect(problemsOf({ ...production, ALLOW_AUTH_EMULATOR: 'yes' })).toEqual(['ALLOW_AUTH_EMULATOR: must be 0 or 1 (got "yes")']);
    expect(loadEnv({ ...production, ALLOW_AUTH_EMULATOR: '1' }).FIREBASE_AUTH_EMULATOR_HOST).toBe('auth-emulator:9099');
    expect(loadEnv({ ...production, NODE_ENV: 'development' }).FIREBASE_AUTH_EMULATOR_HOST).toBe('auth-emulator:9099');
  });

  it('takes the identity service key as a PKCS#8 PEM, its newlines written \\n in an env file', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMG\n-----END PRIVATE KEY-----';
    expect(loadEnv({ DATABASE_URL: databaseUrl, IDENTITY_SIGNING_KEY: pem.replaceAll('\n', '\\n') }).IDENTITY_SIGNING_KEY).toBe(pem);
    expect(problemsOf({ DATABASE_URL: databaseUrl, IDENTITY_SIGNING_KEY: 'secret' })).toEqual([
      expect.stringMatching(/^IDENTITY_SIGNING_KEY: must be a PKCS#8 PEM private key/),
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', LOG_LEVEL: ' ', DATABASE_URL: databaseUrl })).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info' });
  });

  it('refuses to start without DATABASE_URL, saying what it needs', () => {
    for (const missing of [{}, { DATABASE_URL: ' ' }] as Record<string, string>[]) {
      const problems = problemsOf(missing);

      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^DATABASE_URL: is required: the postgres:\/\/ URL of the database/);
    }
  });

  it('ignores variables it does not declare, the embedded PostgreSQL settings of the scripts among them', () => {
    const config = loadEnv({ DATABASE_URL: databaseUrl, PATH: '/usr/bin', EMBEDDED_PG_PORT: '54329', EMBEDDED_PG_DIR: 'relative/dir' });

    expect(config).not.toHaveProperty('PATH');
    expect(config).not.toHaveProperty('EMBEDDED_PG_PORT');
    expect(config).not.toHaveProperty('EMBEDDED_PG_DIR');
  });

  it('rejects bad values and lists every bad variable at once', () => {
    const bad = {
      PORT: 'abc',
      DATABASE_URL: 'mysql://root@db/fairway',
      FIREBASE_AUTH_EMULATOR_HOST: 'no-port',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      WEATHER_API_URL: 'ftp://weather.example/forecast',
    };

    const problems = problemsOf({ ...bad, HOST: '127.0.0.1' });

    const named = problems.map((problem) => problem.split(':')[0]);
    expect(named.sort()).toEqual(Object.keys(bad).sort());
    expect(problems.find((problem) => problem.startsWith('DATABASE_URL'))).toContain('must be a postgres:// or postgresql:// URL');
  });

  it('takes a metrics token of 16 characters or more and a plain Redis key prefix', () => {
    expect(loadEnv({ DATABASE_URL: databaseUrl, METRICS_TOKEN: 'a'.repeat(16), REDIS_KEY_PREFIX: 'club-a:' })).toMatchObject({
      METRICS_TOKEN: 'a'.repeat(16),
      REDIS_KEY_PREFIX: 'club-a:',
    });
    expect(() => loadEnv({ DATABASE_URL: databaseUrl, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadEnv({ DATABASE_URL: databaseUrl, REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('takes Stripe keys together or not at all, and the test provider only as true or false', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(loadEnv({ DATABASE_URL: databaseUrl, ...stripe })).toMatchObject(stripe);
    expect(problemsOf({ DATABASE_URL: databaseUrl, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is required: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together/),
    ]);
    expect(problemsOf({ DATABASE_URL: databaseUrl, STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: is required/),
    ]);
    expect(problemsOf({ DATABASE_URL: databaseUrl, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'abc' })).toHaveLength(2);
    expect(loadEnv({ DATABASE_URL: databaseUrl, PAYMENTS_TEST_PROVIDER: 'true' }).PAYMENTS_TEST_PROVIDER).toBe(true);
    expect(problemsOf({ DATABASE_URL: databaseUrl, PAYMENTS_TEST_PROVIDER: '1' })).toEqual([
      expect.stringMatching(/^PAYMENTS_TEST_PROVIDER: must be true or false/),
    ]);
  });

  it('takes an smtp(s) URL and a sender, which production asks for with SMTP_URL, and the public origin without its last slash', () => {
    const smtp = { SMTP_URL: 'smtps://golf:secret@smtp.example.org:465', MAIL_FROM: 'Spring Classic <golf@example.org>' };
    expect(loadEnv({ DATABASE_URL: databaseUrl, ...smtp, PUBLIC_BASE_URL: 'https://golf.example.org/' })).toMatchObject({
      ...smtp,
      PUBLIC_BASE_URL: 'https://golf.example.org',
    });
    expect(problemsOf({ DATABASE_URL: databaseUrl, SMTP_URL: 'https://smtp.example.org' })).toEqual([
      expect.stringMatching(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/),
    ]);
    expect(problemsOf({ DATABASE_URL: databaseUrl, MAIL_FROM: 'Golf <not an address>' })).toEqual([expect.stringMatching(/^MAIL_FROM: must be an address/)]);
    expect(problemsOf({ DATABASE_URL: databaseUrl, NODE_ENV: 'production', SMTP_URL: smtp.SMTP_URL })).toEqual([
      expect.stringMatching(/^MAIL_FROM: is required with SMTP_URL in production/),
    ]);
    expect(loadEnv({ DATABASE_URL: databaseUrl, NODE_ENV: 'production', ...smtp }).MAIL_FROM).toBe(smtp.MAIL_FROM);
  });

  it('puts every problem in the error message', () => {
    expect(() => loadEnv({ PORT: '0', LOG_LEVEL: 'loud', DATABASE_URL: databaseUrl })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
