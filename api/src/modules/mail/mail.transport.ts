import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';

/** A message as the runner hands it to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Files sent with it; one with a `cid` is shown inline where the HTML names it (`<img src="cid:...">`). */
  attachments?: OutgoingAttachment[];
}

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
  cid?: string;
}

/** Why a send failed, and whether trying again may help (a 5xx reply to the message will not). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

// Every stage of one send is bounded well inside the runner's lease on the message (see mail.runner.ts).
export const SEND_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/** nodemailer over SMTP_URL; without it, `configured` is false and nothing is sent. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transporter = config.SMTP_URL
      ? createTransport({
          url: config.SMTP_URL,
          // One connection kept open and reused: the runner sends one message at a time.
          pool: true,
          maxConnections: 1,
          connectionTimeout: SEND_TIMEOUTS_MS.connection,
          greetingTimeout: SEND_TIMEOUTS_MS.greeting,
          socketTimeout: SEND_TIMEOUTS_MS.socket,
        } as Parameters<typeof createTransport>[0])
      : null;
  }

  get configured(): boolean {
    return this.transporter !== null;
  }

  /** The SMTP server's message id once it has taken the message. */
  async send(mail: OutgoingMail): Promise<string> {
    if (!this.transporter) throw new MailSendError('SMTP_URL is not set', false);
    try {
      const info = (await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...mail })) as { messageId?: string };
      return info.messageId ?? '';
    } catch (error) {
      const responseCode = (error as { responseCode?: number }).responseCode;
      const text = error instanceof Error ? error.message : String(error);
      throw new MailSendError(text.slice(0, 500), responseCode !== undefined && responseCode >= 500 && responseCode < 600);
    }
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
