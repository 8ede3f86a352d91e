import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { Metrics } from '../../common/observability/metrics';

/** The payments module's counters, on the API's registry (GET /api/metrics). */
@Injectable()
export class PaymentsMetrics {
  readonly checkouts: Counter<'provider' | 'purpose'>;
  readonly events: Counter<'type' | 'result'>;
  readonly refusedEvents: Counter<'reason'>;
  readonly refunds: Counter<'provider'>;

  constructor(metrics: Metrics) {
    const registers = [metrics.registry];
    this.checkouts = new Counter({
      name: 'fairway_payment_checkouts_total',
      help: 'Checkout sessions opened, by provider and purpose.',
      labelNames: ['provider', 'purpose'] as const,
      registers,
    });
    this.events = new Counter({
      name: 'fairway_payment_events_total',
      help: 'Verified webhook events, by type and what they did (applied, ignored, held, unmatched, duplicate, failed).',
      labelNames: ['type', 'result'] as const,
      registers,
    });
    this.refusedEvents = new Counter({
      name: 'fairway_payment_webhook_refusals_total',
      help: 'Webhook deliveries refused before anything was stored: missing or bad signature, unreadable event.',
      labelNames: ['reason'] as const,
      registers,
    });
    this.refunds = new Counter({
      name: 'fairway_payment_refunds_total',
      help: 'Refunds sent to the provider.',
      labelNames: ['provider'] as const,
      registers,
    });
  }
}
