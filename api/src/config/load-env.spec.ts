import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidEnvError, loadEnv } from './load-env';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

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
  it('applies the documented defaults to an empty environment', () => {
    const config = loadEnv({});

    expect(config).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      EMBEDDED_PG_PORT: 54329,
      EMBEDDED_PG_DIR: join(repoRoot, '.data', 'postgres'),
      FIREBASE_PROJECT_ID: 'demo-fairway',
      LOG_LEVEL: 'info',
      WEATHER_API_URL: 'https://api.open-meteo.com/v1/forecast',
    });
  });

  it('parses given values, coercing ports to numbers', () => {
    const config = loadEnv({
      PORT: '3101',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app@db:5432/fairway',
      EMBEDDED_PG_PORT: '54391',
      EMBEDDED_PG_DIR: '/tmp/fairway-api-pg',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });

    expect(config).toMatchObject({
      PORT: 3101,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app@db:5432/fairway',
      EMBEDDED_PG_PORT: 54391,
      EMBEDDED_PG_DIR: '/tmp/fairway-api-pg',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it('ignores variables it does not declare', () => {
    expect(loadEnv({ PATH: '/usr/bin', SOMETHING_ELSE: 'x' })).not.toHaveProperty('PATH');
  });

  it('rejects bad values and lists every bad variable at once', () => {
    const bad = {
      PORT: 'abc',
      EMBEDDED_PG_PORT: '70000',
      DATABASE_URL: 'mysql://root@db/fairway',
      EMBEDDED_PG_DIR: 'relative/dir',
      FIREBASE_AUTH_EMULATOR_HOST: 'no-port',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      WEATHER_API_URL: 'ftp://weather.example/forecast',
    };

    const problems = problemsOf({ ...bad, HOST: '127.0.0.1' });

    const named = problems.map((problem) => problem.split(':')[0]);
    expect(named.sort()).toEqual(Object.keys(bad).sort());
    expect(problems.find((problem) => problem.startsWith('EMBEDDED_PG_DIR'))).toContain('absolute path');
  });

  it('puts every problem in the error message', () => {
    expect(() => loadEnv({ PORT: '0', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
