import { envSchema, type AppConfig } from './env.schema';

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidEnvError';
  }
}

type EnvSource = Record<string, string | undefined>;

function pickDeclaredVariables(source: EnvSource): EnvSource {
  const picked: EnvSource = {};
  for (const name of Object.keys(envSchema.shape)) {
    const value = source[name];
    // An empty value (FOO= in a compose file) means "not set", so the default applies.
    picked[name] = value === undefined || value.trim() === '' ? undefined : value;
  }
  return picked;
}

/** Parses the environment once; every invalid variable is listed in the thrown error. */
export function loadEnv(source: EnvSource = process.env): AppConfig {
  const result = envSchema.safeParse(pickDeclaredVariables(source));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? null)})`;
  });
  throw new InvalidEnvError(problems);
}
