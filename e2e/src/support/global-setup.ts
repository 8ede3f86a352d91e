// One composed product (Auth emulator, API on its own database, gateway serving the built apps) for
// the whole browser suite, on free ports so it never collides with `npm start`.
import { randomBytes } from 'node:crypto';
import { exportPKCS8, generateKeyPair } from 'jose';
import pg from 'pg';
import { startStack } from '@fairway/scripts/stack/start-stack.mjs';
import { serveApiControl } from './api-control';
import { startFakeWeatherUpstream } from './fake-weather-upstream';

type Stoppable = { stop: () => Promise<void> };
const globals = globalThis as typeof globalThis & { __fairwayE2e?: Stoppable[] };

async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fairway_e2e_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function databaseOptions(stops: Stoppable[]) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createDatabase(adminUrl);
    stops.push({ stop: database.drop });
    return { databaseUrl: database.url };
  }
  // No URL and no folder: the stack starts a throw-away embedded PostgreSQL and removes it when it stops.
  return {};
}

export default async function setup(): Promise<void> {
  const stops: Stoppable[] = [];
  globals.__fairwayE2e = stops;
  const external = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const weather = await startFakeWeatherUpstream();
  stops.push(weather);
  // The API's local identity service signs with this key; the tests, as its operator, may too (tournaments-api.ts).
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  process.env.E2E_IDENTITY_SIGNING_KEY = await exportPKCS8(privateKey);
  const stack = await startStack({
    ...(await databaseOptions(stops)),
    ...(external ? { authEmulator: 'external' as const, authEmulatorHost: external } : {}),
    // MailDev, as under `npm start`: the API really sends its e-mail, and the tests read it from the inbox (mail-inbox.ts).
    mailCatcher: 'start',
    apiEnv: { WEATHER_API_URL: weather.url, IDENTITY_SIGNING_KEY: process.env.E2E_IDENTITY_SIGNING_KEY },
  });
  stops.unshift(stack);
  const control = await serveApiControl(stack);
  stops.unshift(control);
  process.env.E2E_API_CONTROL_URL = control.url;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  // The emulator itself, for what only its operator may do (read the e-mails it kept, act as any account).
  process.env.E2E_AUTH_EMULATOR_URL = stack.authEmulatorUrl ?? '';
  process.env.E2E_MAIL_INBOX_URL = stack.mailInboxUrl ?? '';
}
