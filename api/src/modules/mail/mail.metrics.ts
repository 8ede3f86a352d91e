import { Injectable } from '@nestjs/common';
import type { MailOutboxHealth } from '@fairway/contracts/mail';
import { Counter, Gauge } from 'prom-client';
import { Metrics } from '../../common/observability/metrics';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailTransport } from './mail.transport';

/** The outbox in GET /api/metrics (read from the table at each scrape, so every replica reports the same) and GET /api/mail/health. */
@Injectable()
export class MailMetrics {
  readonly sends: Counter<'template' | 'outcome'>;

  constructor(
    metrics: Metrics,
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
  ) {
    this.sends = new Counter({
      name: 'fairway_mail_sends_total',
      help: 'Tries to send an e-mail from this process, by template and outcome (sent, retry, failed, suppressed).',
      labelNames: ['template', 'outcome'] as const,
      registers: [metrics.registry],
    });
    const read = () => this.health();
    new Gauge({
      name: 'fairway_mail_outbox',
      help: 'The e-mail outbox: messages queued, failed for good, and the age in seconds of the oldest queued one.',
      labelNames: ['figure'] as const,
      registers: [metrics.registry],
      async collect() {
        const figures = await read().catch(() => undefined);
        if (!figures) return;
        this.set({ figure: 'queued' }, figures.queued);
        this.set({ figure: 'failed' }, figures.failed);
        this.set({ figure: 'oldest_queued_seconds' }, figures.oldestQueuedSeconds);
      },
    });
  }

  async health(): Promise<MailOutboxHealth> {
    const figures = await this.outbox.figures();
    return {
      queued: figures.queued,
      oldestQueuedSeconds: Math.round(figures.oldest_queued_seconds),
      failed: figures.failed,
      transport: this.transport.configured ? 'smtp' : 'none',
    };
  }
}
