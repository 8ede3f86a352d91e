import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in the test process (the smtp-server package): it takes every message, keeps it raw
 * and parsed, and can be stopped and started again on the same port to play an SMTP outage.
 */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;
  /** Replies 451 (try again later) to this many messages before taking any. */
  refuseNext = 0;
  /** When each of those 451 replies was given. */
  readonly refusedAt: number[] = [];
  /** Replies 550 (no such mailbox) to this address. */
  rejectRecipient: string | null = null;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // An outage drops the connections the API keeps open, as a real server going down does.
      closeTimeout: 50,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (address.address.toLowerCase() === this.rejectRecipient?.toLowerCase())
          callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuseNext > 0) {
            this.refuseNext -= 1;
            this.refusedAt.push(Date.now());
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              this.messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` messages have arrived (and a moment more, so an extra one would be seen). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${this.messages.length} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.messages;
  }
}
