import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CheckoutRequest, checkoutRequest, type CheckoutSessionReply, type PaymentOutcome, type PaymentPurpose } from '@fairway/contracts/payment';
import { paymentMessages } from '@fairway/contracts/payment-messages';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { type PaymentProvider, PAYMENT_PROVIDER } from './payment-provider';
import { checkoutNotFound, invalidCheckout, invalidRefund, paymentsUnavailable, providerFailed, refundNotPaid, refundTooLarge } from './payments.exception';
import { PaymentsMetrics } from './payments-metrics';
import { PaymentsRepository } from './payments.repository';
import { afterCommit } from './webhook/after-commit';

export type OutcomeHandler = (outcome: PaymentOutcome, manager: EntityManager) => Promise<void>;

export interface RefundReceipt {
  refundId: string;
  sessionId: string;
  amountCents: number;
}

const minute = 60_000;
/** Stripe's range for a session's life; a little slack below it for the time the caller took. */
const minimumLifeMs = 30 * minute;
const maximumLifeMs = 24 * 60 * minute;
const askedLifeSlackMs = 2 * minute;

/**
 * Online payment through one provider (Stripe, or the built-in test provider): checkouts opened in the
 * caller's transaction, their outcomes handed to the handler of their purpose once a verified webhook event
 * says so, and refunds. The ledger is the caller's: this module never records money itself.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);
  private readonly handlers = new Map<PaymentPurpose, OutcomeHandler>();

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PaymentsRepository,
    private readonly tournaments: TournamentService,
    private readonly metrics: PaymentsMetrics,
    private readonly access: EventAccessService,
  ) {}

  /** Whether online payment is offered here: Stripe's keys are set, or the built-in test provider is on. */
  available(): boolean {
    return this.provider !== null;
  }

  providerName(): PaymentProvider['name'] | null {
    return this.provider?.name ?? null;
  }

  /**
   * Opens a checkout at the provider and stores it in the caller's transaction. The line items' prices are
   * the caller's, computed on the server. A session the caller's transaction then drops is never shown to
   * a buyer; if the provider still reports it paid, the webhook logs it as unmatched.
   */
  async createCheckout(manager: EntityManager, request: CheckoutRequest): Promise<CheckoutSessionReply> {
    const provider = this.requireProvider();
    const parsed = checkoutRequest.safeParse(request);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw invalidCheckout(issue?.message ?? paymentMessages.lineItems, issue?.path.join('.') ?? 'lineItems');
    }
    const valid = parsed.data;
    const expiresAt = sessionExpiry(valid.expiresAt);
    const amountCents = valid.lineItems.reduce((sum, item) => sum + item.amountCents * item.quantity, 0);
    const session = await this.askProvider(() => provider.createSession({ ...valid, amountCents, expiresAt }));
    try {
      await this.repository.insertCheckout(manager, {
        sessionId: session.sessionId,
        provider: provider.name,
        tournamentId: valid.tournamentId,
        purpose: valid.purpose,
        referenceId: valid.referenceId,
        amountCents,
        lineItems: valid.lineItems,
        customerEmail: valid.customerEmail ?? null,
        expiresAt: session.expiresAt,
      });
    } catch (error) {
      void provider.expireSession(session.sessionId).catch(() => undefined);
      throw error;
    }
    this.metrics.checkouts.inc({ provider: provider.name, purpose: valid.purpose });
    this.logger.log(`Checkout ${session.sessionId} opened at ${provider.name} for ${valid.purpose} ${valid.referenceId}: ${amountCents} cents`);
    return { sessionId: session.sessionId, url: session.url, expiresAt: session.expiresAt.toISOString() };
  }

  /** Expires an open session at the provider; what it held is freed when the expiry event arrives. */
  async cancel(sessionId: string): Promise<void> {
    const provider = this.requireProvider();
    const checkout = await this.repository.checkout(sessionId);
    if (!checkout || checkout.state !== 'open') return;
    await this.askProvider(() => provider.expireSession(sessionId));
  }

  /** The one handler of a purpose's outcomes, called inside the transaction that stores the event's id. */
  onOutcome(purpose: PaymentPurpose, handler: OutcomeHandler): void {
    if (this.handlers.has(purpose)) throw new Error(`A payment outcome handler for ${purpose} is already registered`);
    this.handlers.set(purpose, handler);
  }

  /** @internal The webhook's way to the handlers. */
  handlerFor(purpose: PaymentPurpose): OutcomeHandler | undefined {
    return this.handlers.get(purpose);
  }

  /**
   * Refunds part or all of a paid checkout through the provider, by the tournament's admin. The ledger
   * follows when the provider's refund event arrives (its outcome carries the reason and who asked).
   */
  async refund(sessionId: string, amountCents: number, reason: string, by: AuthUser): Promise<RefundReceipt> {
    return this.refundAs(sessionId, amountCents, reason, by);
  }

  /**
   * For an outcome handler: refunds once the webhook's transaction has committed (a paid event after the
   * checkout expired whose place is gone). Only inside a handler; nobody is named as having asked.
   */
  refundAfterCommit(manager: EntityManager, sessionId: string, amountCents: number, reason: string): void {
    afterCommit(manager, async () => {
      await this.refundAs(sessionId, amountCents, reason, null).catch((error: unknown) => {
        this.logger.error(`Automatic refund of ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  }

  private async refundAs(sessionId: string, amountCents: number, reason: string, by: AuthUser | null): Promise<RefundReceipt> {
    const provider = this.requireProvider();
    const text = reason.trim();
    if (!Number.isInteger(amountCents) || amountCents < 1) throw invalidRefund(paymentMessages.refundAmount, 'amount');
    if (text.length < 1 || text.length > 500) throw invalidRefund(paymentMessages.refundReason, 'reason');
    const { refundId, paymentIntentId } = await this.dataSource.transaction(async (manager) => {
      const checkout = await this.repository.checkout(sessionId, manager, true);
      if (!checkout) throw checkoutNotFound();
      if (by) await this.access.require(by, await this.tournaments.getEntity(checkout.tournamentId, manager), 'money.refund', 'refund payments', manager);
      if ((checkout.state !== 'paid' && checkout.state !== 'partially-refunded') || !checkout.paymentIntentId) throw refundNotPaid();
      const asked = (await this.repository.openRefunds(sessionId, manager)).reduce((sum, open) => sum + open.amountCents, 0);
      const leftCents = checkout.amountCents - checkout.refundedCents - asked;
      if (amountCents > leftCents) throw refundTooLarge(Math.max(0, leftCents));
      const id = await this.repository.insertRefund(manager, {
        sessionId,
        amountCents,
        reason: text,
        requestedByUid: by?.uid ?? null,
        requestedByName: by ? (by.displayName ?? by.email) : null,
      });
      return { refundId: id, paymentIntentId: checkout.paymentIntentId };
    });
    try {
      const { providerRefundId } = await provider.refund({ sessionId, paymentIntentId, amountCents, refundId, reason: text });
      await this.repository.setRefundState(refundId, 'sent', { providerRefundId });
    } catch (error) {
      await this.repository.setRefundState(refundId, 'failed');
      this.logger.warn(`Refund ${refundId} of ${sessionId} refused by ${provider.name}: ${error instanceof Error ? error.message : String(error)}`);
      throw providerFailed();
    }
    this.metrics.refunds.inc({ provider: provider.name });
    this.logger.log(`Refund ${refundId} of ${amountCents} cents on ${sessionId} sent to ${provider.name}`);
    return { refundId, sessionId, amountCents };
  }

  private requireProvider(): PaymentProvider {
    if (!this.provider) throw paymentsUnavailable();
    return this.provider;
  }

  private async askProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.warn(`${this.provider?.name} refused or did not answer: ${error instanceof Error ? error.message : String(error)}`);
      throw providerFailed();
    }
  }
}

/** The session's expiry: what the caller asked, moved up to Stripe's 30-minute minimum when it asked a moment less. */
function sessionExpiry(asked: Date, now = Date.now()): Date {
  const life = asked.getTime() - now;
  if (life < minimumLifeMs - askedLifeSlackMs || life > maximumLifeMs) throw invalidCheckout(paymentMessages.expiresAt, 'expiresAt');
  return new Date(Math.max(asked.getTime(), now + minimumLifeMs + minute));
}
