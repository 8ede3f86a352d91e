import { mailOutboxHealth } from '@fairway/contracts/mail';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailService } from '../../src/modules/mail/mail.service';
import { fixtures } from '../support/fixtures';
import { SmtpCatcher } from '../support/smtp-catcher';
import { startTestApp, type TestApp } from '../support/test-app';
import { giftMessage } from './mail-samples';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a message held back in the outbox (the outbid e-mail): sent when due, or withdrawn unsent', () => {
  const smtp = new SmtpCatcher();
  let testApp: TestApp;
  let tournamentId: string;
  const caughtFor = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
  const stateOf = async (dedupeKey: string) =>
    ((await testApp.app.get(DataSource).query('SELECT state FROM mail_outbox WHERE dedupe_key = $1', [dedupeKey])) as Array<{ state: string }>)[0]?.state;

  beforeAll(async () => {
    await smtp.start();
    // A poll far beyond the test: the held message goes out because the runner wakes when it is due.
    testApp = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://golf.example.org/', MAIL_POLL_MS: '600000' } });
    tournamentId = (await fixtures(testApp.app).tournament({ adminUserId: 'mail-admin', name: 'Held Open' })).id;
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp.stop();
  });

  it('sends a held message only once it is due, and counts it as waiting only from then', async () => {
    const message = giftMessage(tournamentId, 'held@example.org');
    const enqueuedAt = Date.now();
    await testApp.app.get(DataSource).transaction((manager) => testApp.app.get(MailService).enqueue(manager, message, { delaySeconds: 2 }));
    await settle(800);
    expect(caughtFor('held@example.org')).toHaveLength(0);
    const health = mailOutboxHealth.parse((await request(testApp.http).get('/api/mail/health').expect(200)).body);
    expect(health).toMatchObject({ queued: 1, oldestQueuedSeconds: 0 });
    for (let waited = 0; caughtFor('held@example.org').length === 0 && waited < 10_000; waited += 50) await settle(50);
    expect(caughtFor('held@example.org')).toHaveLength(1);
    expect(Date.now() - enqueuedAt).toBeGreaterThanOrEqual(1_900);
    expect(await stateOf(message.dedupeKey)).toBe('sent');
  });

  it('never sends a held message withdrawn before it is due; a sent one cannot be withdrawn', async () => {
    const mail = testApp.app.get(MailService);
    const dataSource = testApp.app.get(DataSource);
    const message = giftMessage(tournamentId, 'withdrawn@example.org');
    await dataSource.transaction((manager) => mail.enqueue(manager, message, { delaySeconds: 1 }));
    expect(await dataSource.transaction((manager) => mail.withdraw(manager, message.dedupeKey, 'the bidder answered'))).toBe(true);
    await settle(2_000);
    expect(caughtFor('withdrawn@example.org')).toHaveLength(0);
    expect(await stateOf(message.dedupeKey)).toBe('withdrawn');
    const sent = giftMessage(tournamentId, 'sent@example.org');
    await dataSource.transaction((manager) => mail.enqueue(manager, sent));
    for (let waited = 0; caughtFor('sent@example.org').length === 0 && waited < 10_000; waited += 50) await settle(50);
    expect(await dataSource.transaction((manager) => mail.withdraw(manager, sent.dedupeKey, 'too late'))).toBe(false);
    expect(await stateOf(sent.dedupeKey)).toBe('sent');
  });
});
