import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../../config/app-config.token';
import type { AppConfig } from '../../../config/env.schema';
import type { PaymentProvider, ProviderRefundRequest, ProviderSession, ProviderSessionRequest } from '../payment-provider';
import { type CardResult, testCardResult } from './test-cards';
import { TestCheckoutRepository, type TestSessionRow } from './test-checkout.repository';
import { TestEventDelivery } from './test-event-delivery';
import { chargeRefunded, sessionCompleted, sessionExpired, testId, type TestEvent } from './test-events';

/** What the buyer sees next on the test checkout page. */
export type TestCheckoutStep =
  | { step: 'form'; session: TestSessionRow; message?: 'declined' | 'authentication-failed' }
  | { step: 'authenticate'; session: TestSessionRow }
  | { step: 'paid'; session: TestSessionRow; redirect: string }
  | { step: 'closed'; session: TestSessionRow };

const sweepEveryMs = 5_000;

/**
 * The built-in test provider: a Checkout Session stand-in that behaves like Stripe's test mode (4242... pays,
 * 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks the bank to confirm; a session expires at its
 * time) and tells its outcomes through the same signed webhook. It keeps the outcome, never a card number.
 */
@Injectable()
export class TestCheckoutProvider implements PaymentProvider, OnApplicationBootstrap, OnApplicationShutdown {
  readonly name = 'test' as const;
  /** This process's own signing secret: its events are delivered to this process. */
  readonly webhookSecret = `whsec_test_${randomBytes(24).toString('hex')}`;
  private readonly logger = new Logger(TestCheckoutProvider.name);
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: TestCheckoutRepository,
    private readonly delivery: TestEventDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.active) return;
    this.sweeper = setInterval(() => void this.expireDue(), sweepEveryMs);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  private get active(): boolean {
    return this.config.PAYMENTS_TEST_PROVIDER && !this.config.STRIPE_SECRET_KEY;
  }

  async createSession(request: ProviderSessionRequest): Promise<ProviderSession> {
    const sessionId = testId('cs_test');
    await this.repository.insert({
      sessionId,
      amountCents: request.amountCents,
      lineItems: request.lineItems,
      metadata: { purpose: request.purpose, referenceId: request.referenceId, tournamentId: request.tournamentId },
      customerEmail: request.customerEmail ?? null,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      expiresAt: request.expiresAt,
    });
    // The page is served by this API on the buyer's own origin (the one they will come back to).
    const url = new URL(`/api/payments/test-checkout/${sessionId}`, request.successUrl).href;
    return { sessionId, url, expiresAt: request.expiresAt };
  }

  async expireSession(sessionId: string): Promise<void> {
    await this.change(sessionId, async (session) => (session.status === 'open' ? this.expired(session) : null));
  }

  async refund(request: ProviderRefundRequest): Promise<{ providerRefundId: string }> {
    await this.repository
      .transaction(async (manager) => {
        const session = await this.repository.sessionByPaymentForUpdate(request.paymentIntentId, manager);
        if (!session || session.status !== 'complete') throw new Error(`No paid test payment ${request.paymentIntentId}`);
        if (session.refundedCents + request.amountCents > session.amountCents) throw new Error('Refund larger than what is left of the charge');
        const refunded = { ...session, refundedCents: session.refundedCents + request.amountCents };
        await this.repository.save(refunded, manager);
        return refunded;
      })
      .then((refunded) => this.send(chargeRefunded(refunded)));
    return { providerRefundId: testId('re_test') };
  }

  /** The session for the page, expired first when its time has passed (the sweeper may not have come yet). */
  async view(sessionId: string): Promise<TestCheckoutStep | null> {
    const session = await this.expireIfDue(sessionId);
    if (!session) return null;
    if (session.status !== 'open') return { step: 'closed', session };
    return session.awaitingAuthentication ? { step: 'authenticate', session } : { step: 'form', session };
  }

  async pay(sessionId: string, card: string): Promise<TestCheckoutStep | null> {
    return this.act(sessionId, async (session, manager) => {
      const result: CardResult = testCardResult(card);
      if (result === 'declined') return { step: 'form', session, message: 'declined' };
      if (result === 'authenticate') {
        const asking = { ...session, awaitingAuthentication: true };
        await this.repository.save(asking, manager);
        return { step: 'authenticate', session: asking };
      }
      return this.complete(session, manager);
    });
  }

  async authenticate(sessionId: string, confirmed: boolean): Promise<TestCheckoutStep | null> {
    return this.act(sessionId, async (session, manager) => {
      if (!session.awaitingAuthentication) return { step: 'form', session };
      if (confirmed) return this.complete(session, manager);
      const back = { ...session, awaitingAuthentication: false };
      await this.repository.save(back, manager);
      return { step: 'form', session: back, message: 'authentication-failed' };
    });
  }

  /** The buyer gives up: the session expires now (what it held is freed) and they go back to the cancel URL. */
  async cancel(sessionId: string): Promise<TestCheckoutStep | null> {
    const session = await this.expireIfDue(sessionId);
    if (!session) return null;
    await this.expireSession(sessionId);
    return { step: 'closed', session: { ...session, status: session.status === 'open' ? 'expired' : session.status } };
  }

  private async complete(session: TestSessionRow, manager: EntityManager): Promise<TestCheckoutStep> {
    const paid: TestSessionRow = { ...session, status: 'complete', awaitingAuthentication: false, paymentIntentId: testId('pi_test') };
    await this.repository.save(paid, manager);
    afterCommitOf(manager).push(sessionCompleted(paid));
    return { step: 'paid', session: paid, redirect: paid.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', paid.sessionId) };
  }

  /** One change of an open, unexpired session under its row lock; its events are sent once it commits. */
  private async act(sessionId: string, work: (session: TestSessionRow, manager: EntityManager) => Promise<TestCheckoutStep>): Promise<TestCheckoutStep | null> {
    const session = await this.expireIfDue(sessionId);
    if (!session) return null;
    if (session.status !== 'open') return { step: 'closed', session };
    const { step, events } = await this.repository.transaction(async (manager) => {
      const locked = (await this.repository.session(sessionId, manager, true))!;
      if (locked.status !== 'open') return { step: { step: 'closed', session: locked } as TestCheckoutStep, events: [] };
      const events = startAfterCommit(manager);
      return { step: await work(locked, manager), events };
    });
    for (const event of events) this.send(event);
    return step;
  }

  private async change(sessionId: string, work: (session: TestSessionRow, manager: EntityManager) => Promise<TestSessionRow | null>): Promise<void> {
    const changed = await this.repository.transaction(async (manager) => {
      const session = await this.repository.session(sessionId, manager, true);
      if (!session) throw new Error(`No test session ${sessionId}`);
      const next = await work(session, manager);
      if (next) await this.repository.save(next, manager);
      return next;
    });
    if (changed?.status === 'expired') this.send(sessionExpired(changed));
  }

  private expired(session: TestSessionRow): TestSessionRow {
    return { ...session, status: 'expired', awaitingAuthentication: false };
  }

  /** The page answers only while the test provider is the one in use (a deployment since moved to Stripe, or to none, shows nothing). */
  private async expireIfDue(sessionId: string): Promise<TestSessionRow | undefined> {
    if (!this.active) return undefined;
    const session = await this.repository.session(sessionId);
    if (!session || session.status !== 'open' || session.expiresAt.getTime() > Date.now()) return session;
    await this.expireSession(sessionId);
    return this.repository.session(sessionId);
  }

  private async expireDue(): Promise<void> {
    try {
      for (const session of await this.repository.expireDue()) this.send(sessionExpired(session));
    } catch (error) {
      this.logger.warn(`Test provider could not look for expired sessions: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private send(event: TestEvent): void {
    this.delivery.deliver(event, this.webhookSecret);
  }
}

const committedEvents = new WeakMap<EntityManager, TestEvent[]>();
const startAfterCommit = (manager: EntityManager) => {
  const events: TestEvent[] = [];
  committedEvents.set(manager, events);
  return events;
};
const afterCommitOf = (manager: EntityManager) => committedEvents.get(manager)!;
