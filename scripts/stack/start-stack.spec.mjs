import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import pg from 'pg';
import { remoteNames } from '../gateway/remotes-manifest.mjs';
import { startUpstream, writeFakeApiRoot, writeFixtureDists } from '../testing/fixtures.mjs';
import { freePort, isPortFree } from './free-port.mjs';
import { readStackEnv } from '../config/scripts-env.mjs';
import { startStack } from './start-stack.mjs';
import { portsToCheck, stackOptionsFromEnv } from './stack-options.mjs';

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** @param {Partial<import('./start-stack.mjs').StackOptions>} options */
async function fixtureStack(options) {
  const api = await writeFakeApiRoot();
  cleanups.push(api.remove);
  const dists = await writeFixtureDists([...remoteNames]);
  cleanups.push(dists.remove);
  return startStack({ root: api.root, distRoots: dists.distRoots, ...options });
}

/** @param {string} url */
const portOf = (url) => Number(new URL(url).port);

/** @param {string} url */
async function currentDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT current_database() AS name')).rows[0]?.name;
  } finally {
    await client.end();
  }
}

describe('startStack with the real Firebase Auth emulator', () => {
  it('serves app, API and sign-up through one origin, wires the API to the emulator, and stops everything', async () => {
    const stack = await fixtureStack({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/fairway_e2e' });
    cleanups.push(stack.stop);

    expect(await (await fetch(`${stack.url}/`)).text()).toContain('shell app');
    const apiEnv = await (await fetch(`${stack.url}/api/env`)).json();
    expect(apiEnv).toMatchObject({
      FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
      FIREBASE_PROJECT_ID: 'demo-fairway',
      HOST: '127.0.0.1',
      PORT: String(portOf(stack.apiUrl)),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairway_e2e',
    });

    // The emulator runs for the API, which answers the browser's identity calls (this fake API has none: 404).
    const signUp = (/** @type {string | undefined} */ base) =>
      fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'organiser@example.com', password: 'birdie-4-charity', returnSecureToken: true }),
      });
    const atEmulator = await signUp(stack.authEmulatorUrl);
    expect(await atEmulator.json()).toMatchObject({ email: 'organiser@example.com', idToken: expect.any(String) });
    expect((await signUp(stack.url)).status).toBe(404);
    expect((await fetch(`${stack.url}/emulator/v1/projects/demo-fairway/oobCodes`)).status).toBe(404);

    await stack.stop();
    for (const url of [stack.url, stack.apiUrl, /** @type {string} */ (stack.authEmulatorUrl)]) {
      expect([url, await isPortFree(portOf(url))]).toEqual([url, true]);
    }
  }, 120_000);
});

describe('startStack failures', () => {
  it('reports a child that dies while running, with its last lines, and stops the rest', async () => {
    const emulator = await startUpstream((_req, res) => res.end('{}'));
    cleanups.push(emulator.close);
    const stack = await fixtureStack({ authEmulator: 'external', authEmulatorHost: new URL(emulator.url).host });
    cleanups.push(stack.stop);

    await fetch(`${stack.url}/api/crash`).catch(() => undefined);
    const failure = await stack.failed;
    expect(failure.message).toContain('api stopped unexpectedly (exit code 7)');
    expect(failure.message).toContain('fake api crashing on purpose');
    expect(await isPortFree(portOf(stack.url))).toBe(true);
  });

  it('rejects when the API cannot start, quoting its output', async () => {
    await expect(fixtureStack({ authEmulator: 'none', apiEnv: { FAKE_API_FAIL_AT_START: '1' } })).rejects.toThrow(
      /The API exited before it was ready[\s\S]*database unreachable: ECONNREFUSED/,
    );
  });

  it('gives up start-up when aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(fixtureStack({ authEmulator: 'none', signal: abort.signal })).rejects.toThrow(/abort/i);
  });
});

describe('startStack without a database URL', () => {
  it('starts an embedded PostgreSQL in the given folder, hands the API only its URL, and stops it with the rest', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fairway-stack-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const stack = await fixtureStack({ authEmulator: 'none', embeddedPgDir: dataDir, embeddedPgPort: port });
    cleanups.push(stack.stop);

    const apiEnv = await (await fetch(`${stack.url}/api/env`)).json();
    expect(apiEnv).toMatchObject({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/fairway`, EMBEDDED_PG_DIR: null, EMBEDDED_PG_PORT: null });
    expect(await currentDatabase(apiEnv.DATABASE_URL)).toBe('fairway');
    expect(stack.authEmulatorUrl).toBeUndefined();

    await stack.stop();
    expect(await isPortFree(port)).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});

/**
 * One message over plain SMTP, each command after the server's answer to the last.
 * @param {string} smtpUrl
 * @param {string} to
 * @param {string} subject
 */
async function sendOverSmtp(smtpUrl, to, subject) {
  const { hostname, port } = new URL(smtpUrl);
  const socket = connect(Number(port), hostname);
  const replies = socket.setEncoding('utf8')[Symbol.asyncIterator]();
  const answer = async () => /** @type {string} */ ((await replies.next()).value);
  await answer();
  for (const command of ['EHLO test', 'MAIL FROM:<stack@example.org>', `RCPT TO:<${to}>`, 'DATA']) {
    socket.write(`${command}\r\n`);
    await answer();
  }
  socket.write(`Subject: ${subject}\r\nTo: ${to}\r\n\r\nHello from the stack test.\r\n.\r\n`);
  expect(await answer()).toMatch(/^250/);
  socket.end('QUIT\r\n');
}

describe('startStack with the mail catcher', () => {
  it('points the API at MailDev, whose inbox shows what was sent there, and stops it with the rest', async () => {
    const stack = await fixtureStack({ authEmulator: 'none', databaseUrl: 'postgres://postgres@127.0.0.1:5432/fairway_e2e', mailCatcher: 'start' });
    cleanups.push(stack.stop);

    const { SMTP_URL } = await (await fetch(`${stack.url}/api/env`)).json();
    expect(SMTP_URL).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(stack.mailInboxUrl).toMatch(/^http:\/\/localhost:\d+$/);
    await sendOverSmtp(SMTP_URL, 'captain@example.org', 'Your team is registered');
    const inbox = await (await fetch(`${stack.mailInboxUrl}/api/email`)).json();
    expect(inbox).toEqual([expect.objectContaining({ subject: 'Your team is registered', to: [expect.objectContaining({ address: 'captain@example.org' })] })]);

    await stack.stop();
    expect(await isPortFree(portOf(/** @type {string} */ (stack.mailInboxUrl)))).toBe(true);
    expect(await isPortFree(portOf(SMTP_URL))).toBe(true);
  }, 120_000);

  it('starts none unless asked: the API has no SMTP_URL and mail stays queued', async () => {
    const stack = await fixtureStack({ authEmulator: 'none', databaseUrl: 'postgres://postgres@127.0.0.1:5432/fairway_e2e' });
    cleanups.push(stack.stop);
    expect((await (await fetch(`${stack.url}/api/env`)).json()).SMTP_URL).toBeNull();
    expect(stack.mailInboxUrl).toBeUndefined();
  }, 120_000);
});

describe('`npm start` settings for e-mail', () => {
  it('runs the mail catcher unless SMTP_URL is given, and checks its inbox port is free first', () => {
    const options = stackOptionsFromEnv(readStackEnv({}));
    expect(options).toMatchObject({ mailCatcher: 'start', mailCatcherPort: 1080 });
    expect(portsToCheck(options)).toContainEqual({ port: 1080, variable: 'MAIL_INBOX_PORT' });
    const withSmtp = stackOptionsFromEnv(readStackEnv({ SMTP_URL: 'smtps://user:secret@mail.example.org:465' }));
    expect(withSmtp.mailCatcher).toBe('none');
    expect(portsToCheck(withSmtp).map(({ variable }) => variable)).not.toContain('MAIL_INBOX_PORT');
  });
});
