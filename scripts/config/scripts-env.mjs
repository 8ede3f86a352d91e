// The one place the scripts read process.env: every variable is parsed here once, with zod, and a bad
// value stops the script with a message naming each bad variable.
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { remoteNames, remoteUrlVariable } from './remote-catalogue.mjs';
import { repoRoot } from '../stack/repo-paths.mjs';

const port = z.coerce.number().int().min(0).max(65535);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && !['', '0', 'false', 'no'].includes(value.toLowerCase()));

const absolutePath = z.string().refine(isAbsolute, 'must be an absolute path');

const stackEnvSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: port.default(3000),
  AUTH_EMULATOR_PORT: port.default(9099),
  AUTH_EMULATOR_HUB_PORT: port.optional(),
  AUTH_EMULATOR_LOGGING_PORT: port.optional(),
  // Without SMTP_URL, `npm start` runs MailDev: its web inbox here, its SMTP port free unless given.
  SMTP_URL: optionalText,
  MAIL_INBOX_PORT: port.default(1080),
  MAIL_CATCHER_SMTP_PORT: port.optional(),
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_APP_ID: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  // Without DATABASE_URL, the scripts start an embedded PostgreSQL here and give the API its URL.
  DATABASE_URL: optionalText,
  EMBEDDED_PG_PORT: port.default(54329),
  EMBEDDED_PG_DIR: optionalText.transform((dir) => dir ?? join(repoRoot, '.data', 'postgres')).pipe(absolutePath),
  SKIP_BUILD: flag,
  ...Object.fromEntries(remoteNames.map((name) => [remoteUrlVariable(name), optionalText])),
});

const testEnvSchema = z.object({
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  TEST_DATABASE_URL: optionalText,
  TEST_AUTH_EMULATOR_PORT: port.optional(),
});

/**
 * @template {z.ZodType} S
 * @param {S} schema
 * @param {NodeJS.ProcessEnv} env
 * @returns {z.infer<S>}
 */
function parseEnv(schema, env) {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${problems.join('\n')}`);
}

/** @typedef {z.infer<typeof stackEnvSchema> & { remoteUrls: Partial<Record<string, string>> }} StackEnv */

/**
 * Settings of `npm start` and `npm run bench`.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {StackEnv}
 */
export function readStackEnv(env = process.env) {
  const parsed = parseEnv(stackEnvSchema, env);
  /** @type {Partial<Record<string, string>>} */
  const remoteUrls = {};
  for (const name of remoteNames) {
    const override = /** @type {Record<string, unknown>} */ (parsed)[remoteUrlVariable(name)];
    if (typeof override === 'string') remoteUrls[name] = override;
  }
  return { ...parsed, remoteUrls };
}

/**
 * Settings of `npm test`.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function readTestEnv(env = process.env) {
  return parseEnv(testEnvSchema, env);
}

/**
 * The environment children inherit: the user's own variables (API keys, proxies, PATH) plus ours.
 * @param {Record<string, string | undefined>} overrides
 * @returns {NodeJS.ProcessEnv}
 */
export function childEnv(overrides = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const merged = { ...process.env };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
