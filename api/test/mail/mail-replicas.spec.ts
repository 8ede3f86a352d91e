import { mailOutboxHealth } from '@fairway/contracts/mail';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/create-app';
import { MailMetrics } from '../../src/modules/mail/mail.metrics';
import { MailService } from '../../src/modules/mail/mail.service';
import { fixtures } from '../support/fixtures';
import { SmtpCatcher } from '../support/smtp-catcher';
import { testConfig } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { giftMessage } from './mail-samples';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two API processes draining one outbox', () => {
  const smtp = new SmtpCatcher();
  let database: TestDatabase;
  const apps: NestExpressApplication[] = [];
  let tournamentId: string;

  async function replica(env: Record<string, string>): Promise<NestExpressApplication> {
    const app = await createApp({ config: testConfig(database.url, env), databaseUrl: database.url });
    apps.push(app);
    return app;
  }

  const enqueueThrough = (app: NestExpressApplication, addresses: string[]) =>
    app.get(DataSource).transaction(async (manager) => {
      for (const address of addresses) await app.get(MailService).enqueue(manager, giftMessage(tournamentId, address));
    });

  const stateOf = async (address: string) =>
    (
      (await apps[0]!.get(DataSource).query('SELECT state, attempts, last_error FROM mail_outbox WHERE recipient = $1', [address])) as Array<{
        state: string;
        attempts: number;
        last_error: string | null;
      }>
    )[0];

  beforeAll(async () => {
    await smtp.start();
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
    await smtp.stop();
  });

  it('sends each message once while both claim from the same table', async () => {
    const env = { SMTP_URL: smtp.url, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100', MAIL_MAX_ATTEMPTS: '2' };
    const [a, b] = [await replica(env), await replica(env)];
    tournamentId = (await fixtures(a).tournament({ adminUserId: 'mail-replicas', name: 'Two Replica Classic' })).id;
    const addresses = (prefix: string) => Array.from({ length: 25 }, (_, index) => `${prefix}-${index}@example.org`);

    // Each replica is woken by its own commits and finds the other's by polling: both claim all the time.
    await Promise.all([enqueueThrough(a, addresses('via-a')), enqueueThrough(b, addresses('via-b')), enqueueThrough(a, addresses('via-a2'))]);
    await smtp.waitFor(75);
    await settle(1_000);

    const received = smtp.messages.flatMap((message) => message.to);
    expect(received).toHaveLength(75);
    expect(new Set(received).size).toBe(75);
    const states = (await a.get(DataSource).query("SELECT count(*)::int AS n FROM mail_outbox WHERE state = 'sent' AND attempts = 1")) as Array<{ n: number }>;
    expect(states[0]!.n).toBe(75);
    // Both replicas did send (so both were claiming), and together exactly once each.
    const sentBy = await Promise.all(
      [a, b].map(async (app) => (await app.get(MailMetrics).sends.get()).values.find((value) => value.labels.outcome === 'sent')?.value ?? 0),
    );
    expect(sentBy.every((count) => count > 0)).toBe(true);
    expect(sentBy[0]! + sentBy[1]!).toBe(75);
  });

  it('gives up after MAIL_MAX_ATTEMPTS, keeping the last error', async () => {
    smtp.refuseNext = 10;
    await enqueueThrough(apps[0]!, ['always-busy@example.org']);
    const deadline = Date.now() + 10_000;
    while ((await stateOf('always-busy@example.org'))?.state === 'queued' && Date.now() < deadline) await settle(25);
    expect(await stateOf('always-busy@example.org')).toEqual({ state: 'failed', attempts: 2, last_error: expect.stringMatching(/451 Mailbox busy/) });
    smtp.refuseNext = 0;
  });

  it('without SMTP_URL keeps mail queued and says so in its health route', async () => {
    const lone = await createTestDatabase();
    const app = await createApp({ config: testConfig(lone.url, { MAIL_POLL_MS: '50' }), databaseUrl: lone.url });
    try {
      const { id } = await fixtures(app).tournament({ adminUserId: 'no-smtp', name: 'No Mail Open' });
      await app.get(DataSource).transaction((manager) => app.get(MailService).enqueue(manager, giftMessage(id, 'waiting@example.org')));
      await settle(300);
      const health = mailOutboxHealth.parse((await request(app.getHttpServer()).get('/api/mail/health').expect(200)).body);
      expect(health).toMatchObject({ transport: 'none', queued: 1, failed: 0 });
      expect(smtp.messages.some((message) => message.to.includes('waiting@example.org'))).toBe(false);
    } finally {
      await app.close();
      await lone.drop();
    }
  });
});
