import type { AddressInfo } from 'node:net';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import Stripe from 'stripe';
import { PaymentsWebhookService } from '../webhook/payments-webhook.service';
import { paymentsWebhookPath } from '../webhook/webhook-body';
import type { TestEvent } from './test-events';

/** Waits before each new try, as Stripe backs off (shortened: a test provider's buyer is waiting at the screen). */
const retryDelaysMs = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 60_000];

/**
 * Sends the test provider's events to POST /api/payments/webhook of this API, signed like Stripe's with the
 * test provider's own secret, after the action that caused them and again after each failure. Not yet
 * listening (an API under test driven without a port): handed to the webhook's service in this process,
 * which checks the signature all the same.
 */
@Injectable()
export class TestEventDelivery implements OnApplicationShutdown {
  private readonly logger = new Logger(TestEventDelivery.name);
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
  ) {}

  deliver(event: TestEvent, secret: string): void {
    this.schedule(event, secret, 0, 0);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(event: TestEvent, secret: string, attempt: number, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, secret, attempt);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(event: TestEvent, secret: string, attempt: number): Promise<void> {
    // Signed at each try, as Stripe does: a retry is not refused as stale.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret });
    const failure = await this.send(event.payload, signature).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    if (failure === null) return;
    const delay = retryDelaysMs[attempt];
    if (delay === undefined || this.stopped) {
      if (!this.stopped) this.logger.error(`Test provider gave up on event ${event.id} (${event.type}) after ${attempt + 1} tries: ${failure}`);
      return;
    }
    this.logger.warn(`Test provider event ${event.id} (${event.type}) not taken (${failure}); trying again in ${delay} ms`);
    this.schedule(event, secret, attempt + 1, delay);
  }

  /** Null when the webhook took the event, else why not. */
  private async send(payload: string, signature: string): Promise<string | null> {
    const origin = this.ownOrigin();
    if (!origin) {
      await this.moduleRef.get(PaymentsWebhookService, { strict: false }).receive(Buffer.from(payload), signature);
      return null;
    }
    const response = await fetch(`${origin}${paymentsWebhookPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature, 'User-Agent': 'Fairway-Test-Provider/1.0' },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.ok ? null : `HTTP ${response.status}`;
  }

  private ownOrigin(): string | null {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as { listening?: boolean; address(): AddressInfo | string | null } | undefined;
    const address = server?.listening ? server.address() : null;
    if (!address || typeof address === 'string') return null;
    if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
    if (address.address === '::') return `http://[::1]:${address.port}`;
    return address.family === 'IPv6' ? `http://[${address.address}]:${address.port}` : `http://${address.address}:${address.port}`;
  }
}
