import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { MailOutboxRepository, type ClaimedMailRow } from './mail-outbox.repository';
import { MailMetrics } from './mail.metrics';
import { MailRenderer, MailNotSendable } from './mail.renderer';
import { MailSendError, MailTransport, SEND_TIMEOUTS_MS } from './mail.transport';

/**
 * Longer than one send can take (its timeouts added up), so a claim only runs out when its runner died. One
 * message is claimed at a time, so no claim waits behind another's send.
 */
export const LEASE_SECONDS = Math.ceil((SEND_TIMEOUTS_MS.connection + SEND_TIMEOUTS_MS.greeting + SEND_TIMEOUTS_MS.socket) / 1000) * 2;
// How long shutdown waits for the message being sent; one cut off is sent again by another replica after its lease.
const SHUTDOWN_WAIT_MS = 5_000;

/** Wait before try n + 1 after try n failed: the base, four times longer each time. */
export function retryDelayMs(baseMs: number, attempts: number): number {
  return baseMs * 4 ** Math.max(0, attempts - 1);
}

/**
 * Drains the outbox: woken after a commit that enqueued mail, and every MAIL_POLL_MS for what another
 * replica enqueued or a retry that has come due. Each message is claimed by one statement (row lock, SKIP
 * LOCKED, then a lease), so two replicas never send the same one; a send the SMTP server refuses for now is
 * tried again with exponential backoff, then marked failed with its error.
 */
@Injectable()
export class MailRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailRunner.name);
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private wokenWhileDraining = false;
  private stopped = true;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
    private readonly renderer: MailRenderer,
    private readonly transport: MailTransport,
    private readonly metrics: MailMetrics,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.transport.configured) {
      this.logger.warn('SMTP_URL is not set: e-mail stays queued in mail_outbox until an API with SMTP_URL runs (see GET /api/mail/health)');
      return;
    }
    this.stopped = false;
    this.wake();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.race([this.draining, sleep(SHUTDOWN_WAIT_MS, undefined, { ref: false })]);
  }

  /** Look for due mail now (a commit that enqueued some calls this). */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.wokenWhileDraining = true;
      return;
    }
    clearTimeout(this.timer);
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      this.scheduleNext();
    });
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.wokenWhileDraining = false;
        while (!this.stopped) {
          const row = await this.outbox.claimNext(randomUUID(), LEASE_SECONDS);
          if (!row) break;
          await this.deliver(row);
        }
      } while (this.wokenWhileDraining && !this.stopped);
    } catch (error) {
      this.logger.warn(`Mail runner paused: ${describe(error)}`);
    }
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    let waitMs = this.config.MAIL_POLL_MS;
    try {
      const dueInMs = await this.outbox.nextDueInMs();
      if (dueInMs !== null) waitMs = Math.min(waitMs, Math.max(dueInMs, 10));
    } catch {
      // The database is out of reach: look again after the usual wait.
    }
    if (this.stopped || this.draining) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), waitMs);
    this.timer.unref();
  }

  private async deliver(row: ClaimedMailRow): Promise<void> {
    let messageId: string;
    try {
      const mail = await this.renderer.render(row);
      if (mail === 'suppressed') {
        await this.outbox.finish(row.id, row.claim_id, 'suppressed', { lastError: 'the recipient unsubscribed' });
        this.count(row, 'suppressed');
        return;
      }
      messageId = await this.transport.send(mail);
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    this.count(row, 'sent');
    if (!(await this.outbox.finish(row.id, row.claim_id, 'sent', { messageId }))) this.logger.error(`Mail ${row.id} was sent after its claim ran out`);
  }

  private async failed(row: ClaimedMailRow, error: unknown): Promise<void> {
    const reason = describe(error);
    const permanent = error instanceof MailNotSendable || (error instanceof MailSendError && error.permanent);
    if (permanent || row.attempts >= this.config.MAIL_MAX_ATTEMPTS) {
      this.logger.error(`Mail ${row.id} (${row.template}) failed after ${row.attempts} tries: ${reason}`);
      await this.outbox.finish(row.id, row.claim_id, 'failed', { lastError: reason });
      this.count(row, 'failed');
      return;
    }
    const delayMs = retryDelayMs(this.config.MAIL_RETRY_BASE_MS, row.attempts);
    this.logger.warn(`Mail ${row.id} (${row.template}) not sent (try ${row.attempts}), again in ${Math.round(delayMs / 1000)} s: ${reason}`);
    await this.outbox.retryLater(row.id, row.claim_id, reason, delayMs);
    this.count(row, 'retry');
  }

  private count(row: ClaimedMailRow, outcome: 'sent' | 'retry' | 'failed' | 'suppressed'): void {
    this.metrics.sends.inc({ template: row.template, outcome });
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
