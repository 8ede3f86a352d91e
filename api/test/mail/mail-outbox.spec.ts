import { mailOutboxHealth, type MailMessage } from '@fairway/contracts/mail';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailService } from '../../src/modules/mail/mail.service';
import { fixtures } from '../support/fixtures';
import { SmtpCatcher } from '../support/smtp-catcher';
import { startTestApp, type TestApp } from '../support/test-app';
import { giftMessage, inviteMessage } from './mail-samples';

interface OutboxRow {
  state: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  message_id: string | null;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await settle(25);
  }
}

function outboxOf(app: TestApp['app']) {
  const dataSource = app.get(DataSource);
  const mail = app.get(MailService);
  return {
    /** Enqueues inside one transaction, which rolls back when `rollback` is set (as a failed payment's would). */
    enqueue: (messages: MailMessage[], { rollback = false } = {}) =>
      dataSource
        .transaction(async (manager) => {
          for (const message of messages) await mail.enqueue(manager, message);
          if (rollback) throw new Error('the payment failed');
        })
        .catch((error: Error) => {
          if (!rollback || error.message !== 'the payment failed') throw error;
        }),
    row: async (dedupeKey: string): Promise<OutboxRow | undefined> =>
      (
        (await dataSource.query('SELECT state, attempts, last_error, sent_at, message_id FROM mail_outbox WHERE dedupe_key = $1', [dedupeKey])) as OutboxRow[]
      )[0],
    count: async (): Promise<number> => Number(((await dataSource.query('SELECT count(*) AS n FROM mail_outbox')) as Array<{ n: string }>)[0]!.n),
  };
}

describe('the mail outbox on real PostgreSQL and a real SMTP server', () => {
  const smtp = new SmtpCatcher();
  let testApp: TestApp;
  let outbox: ReturnType<typeof outboxOf>;
  let tournamentId: string;
  const api = () => request(testApp.http);
  const to = (name: string) => `${name}@example.org`;
  const caughtFor = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

  beforeAll(async () => {
    await smtp.start();
    testApp = await startTestApp({
      // A poll far beyond the test: a message goes out because its commit woke the runner, a retry when it is due.
      env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://golf.example.org/', MAIL_POLL_MS: '600000', MAIL_RETRY_BASE_MS: '200' },
    });
    outbox = outboxOf(testApp.app);
    tournamentId = (await fixtures(testApp.app).tournament({ adminUserId: 'mail-admin', name: 'Outbox Open' })).id;
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp.stop();
  });

  it('sends nothing for a transaction that rolls back, and once for one that commits', async () => {
    const failed = giftMessage(tournamentId, to('rolled-back'));
    await outbox.enqueue([failed], { rollback: true });
    const paid = giftMessage(tournamentId, to('paid'));
    await outbox.enqueue([paid]);

    await until(
      () => Promise.resolve(caughtFor(to('paid')).length),
      (count) => count === 1,
    );
    await settle(600);
    expect(caughtFor(to('paid'))).toHaveLength(1);
    expect(caughtFor(to('rolled-back'))).toHaveLength(0);
    expect(await outbox.row(failed.dedupeKey)).toBeUndefined();
    expect(await outbox.row(paid.dedupeKey)).toMatchObject({
      state: 'sent',
      attempts: 1,
      last_error: null,
      sent_at: expect.any(Date),
      message_id: expect.stringMatching(/@/),
    });
  });

  it('sends one message for a dedupe key enqueued twice, in one transaction or in two', async () => {
    const message = giftMessage(tournamentId, to('replayed-webhook'));
    await outbox.enqueue([message, message]);
    await outbox.enqueue([{ ...message, to: to('someone-else') }]);

    await until(
      () => outbox.row(message.dedupeKey),
      (row) => row?.state === 'sent',
    );
    await settle(600);
    expect(caughtFor(to('replayed-webhook'))).toHaveLength(1);
    expect(caughtFor(to('someone-else'))).toHaveLength(0);
  });

  it('tries again with growing waits while the SMTP server answers "try later", then sends', async () => {
    smtp.refuseNext = 2;
    const message = giftMessage(tournamentId, to('busy-mailbox'));
    await outbox.enqueue([message]);

    await until(
      () => Promise.resolve(caughtFor(to('busy-mailbox')).length),
      (count) => count === 1,
    );
    const sentAt = Date.now();
    expect(await outbox.row(message.dedupeKey)).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    // MAIL_RETRY_BASE_MS 200: the first retry waits 200 ms, the second four times that.
    const [first, second] = smtp.refusedAt.slice(-2) as [number, number];
    expect(second - first).toBeGreaterThanOrEqual(180);
    expect(sentAt - second).toBeGreaterThanOrEqual(720);
  });

  it('keeps trying while the SMTP server is down, and sends once it is back', async () => {
    await smtp.stop();
    const message = giftMessage(tournamentId, to('outage'));
    await outbox.enqueue([message]);
    const waiting = await until(
      () => outbox.row(message.dedupeKey),
      (row) => (row?.attempts ?? 0) >= 2,
    );
    expect(waiting).toMatchObject({ state: 'queued', last_error: expect.stringMatching(/ECONNREFUSED/) });

    await smtp.start();
    await until(
      () => outbox.row(message.dedupeKey),
      (row) => row?.state === 'sent',
    );
    await settle(300);
    expect(caughtFor(to('outage'))).toHaveLength(1);
  });

  it('marks a message the server refuses for good failed at once, with its reason', async () => {
    const message = giftMessage(tournamentId, to('no-such-user'));
    smtp.rejectRecipient = to('no-such-user');
    try {
      await outbox.enqueue([message]);
      const row = await until(
        () => outbox.row(message.dedupeKey),
        (found) => found?.state !== 'queued',
      );
      expect(row).toMatchObject({ state: 'failed', attempts: 1, last_error: expect.stringMatching(/550/) });
    } finally {
      smtp.rejectRecipient = null;
    }
  });

  it('keeps a message with a bad address as failed without undoing the transaction it was enqueued in', async () => {
    const bad = giftMessage(tournamentId, 'not an address');
    const good = giftMessage(tournamentId, to('same-payment'));
    await outbox.enqueue([bad, good]);

    expect(await outbox.row(bad.dedupeKey)).toMatchObject({ state: 'failed', attempts: 0, last_error: expect.stringMatching(/not a valid e-mail address/) });
    await until(
      () => outbox.row(good.dedupeKey),
      (row) => row?.state === 'sent',
    );
  });

  it('puts an unsubscribe link on invitations; an unsubscribed address gets no more of them, but still gets its receipts', async () => {
    const first = inviteMessage(tournamentId, to('Teammate.Two'));
    await outbox.enqueue([first]);
    const [invite] = await until(
      () => Promise.resolve(caughtFor(to('Teammate.Two'))),
      (found) => found.length === 1,
    );
    const headers = invite!.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    const link = /^List-Unsubscribe: +<(https:\/\/golf\.example\.org(\/api\/mail\/unsubscribe\/[0-9a-f-]{36}))>\r?$/m.exec(headers);
    expect(link).not.toBeNull();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(invite!.parsed.text).toContain(link![1]);
    expect(invite!.parsed.html).toContain(link![1]);

    const page = await api().get(link![2]!).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('T•••@example.org');
    expect(page.text).not.toContain('Teammate.Two@');
    await api().post(link![2]!).expect(200);

    const second = inviteMessage(tournamentId, to('teammate.two'));
    const receipt = giftMessage(tournamentId, to('teammate.two'));
    await outbox.enqueue([second, receipt]);
    await until(
      () => outbox.row(receipt.dedupeKey),
      (row) => row?.state === 'sent',
    );
    expect(
      await until(
        () => outbox.row(second.dedupeKey),
        (row) => row?.state !== 'queued',
      ),
    ).toMatchObject({ state: 'suppressed' });
    expect(caughtFor(to('teammate.two')).map((mail) => mail.parsed.subject)).toEqual(['Thank you for your gift to Junior Golf Foundation']);
    // Receipts are transactional: no unsubscribe link.
    expect(caughtFor(to('teammate.two'))[0]!.parsed.headers.has('list-unsubscribe')).toBe(false);
  });

  it('answers an unknown or malformed unsubscribe link with a page saying so, or the error body to a client that is not a browser', async () => {
    await api().get('/api/mail/unsubscribe/00000000-0000-4000-8000-000000000000').set('Accept', 'text/html').expect(404);
    const malformed = await api().post('/api/mail/unsubscribe/not-a-message').set('Accept', 'text/html').expect(404);
    expect(malformed.text).toContain('not valid');
    const oneClick = await api().post('/api/mail/unsubscribe/not-a-message').expect(404);
    expect(oneClick.body).toMatchObject({ statusCode: 404, message: expect.stringContaining('not valid') });
  });

  it('reports the outbox in its health route and the metrics', async () => {
    const health = mailOutboxHealth.parse((await api().get('/api/mail/health').expect(200)).body);
    expect(health).toMatchObject({ transport: 'smtp', queued: 0, failed: 2 });
    const metrics = await api().get('/api/metrics').expect(200);
    expect(metrics.text).toContain('fairway_mail_outbox{figure="failed"} 2');
    expect(metrics.text).toMatch(/fairway_mail_sends_total\{template="gift-receipt",outcome="retry"\} [1-9]/);
  });
});
