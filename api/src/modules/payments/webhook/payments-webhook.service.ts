import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentOutcome, PaymentWebhookReply } from '@fairway/contracts/payment';
import { paymentMessages } from '@fairway/contracts/payment-messages';
import Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { applyProviderFact, type ProviderFact, type Transition } from '../checkout-transition';
import { type PaymentProvider, PAYMENT_PROVIDER } from '../payment-provider';
import { DomainException } from '../../../common/errors/domain.exception';
import { eventFailed, payloadInvalid, signatureInvalid, signatureMissing } from '../payments.exception';
import { PaymentsMetrics } from '../payments-metrics';
import { type CheckoutRow, type EventResult, PaymentsRepository } from '../payments.repository';
import { PaymentsService } from '../payments.service';
import { collectAfterCommit } from './after-commit';
import { type ProviderEvent, readProviderEvent } from './provider-event';

/** Stripe's default: a signature older than 5 minutes is refused (a replayed delivery). */
export const signatureToleranceSeconds = 300;

export type WebhookResult = PaymentWebhookReply['result'];

/**
 * The one way money is known to have moved: a Stripe-shaped event whose signature over the raw body checks
 * out. Its id is stored first, in the transaction that applies it and calls the purpose's handler, so a
 * repeat is a no-op and a failed handler leaves nothing stored for the provider's retry.
 */
@Injectable()
export class PaymentsWebhookService {
  private readonly logger = new Logger(PaymentsWebhookService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PaymentsRepository,
    private readonly payments: PaymentsService,
    private readonly metrics: PaymentsMetrics,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined): Promise<PaymentWebhookReply> {
    const event = this.verify(rawBody, signature);
    let applied: { result: WebhookResult; actions: Array<() => Promise<void>> };
    try {
      applied = await this.dataSource.transaction((manager) => this.apply(event, manager));
    } catch (error) {
      this.metrics.events.inc({ type: event.type, result: 'failed' });
      if (error instanceof DomainException && error.httpStatus < 500) throw error;
      this.logger.error(`Event ${event.eventId} (${event.type}) not applied, left for the provider to send again: ${describe(error)}`);
      throw eventFailed();
    }
    const { result, actions } = applied;
    this.metrics.events.inc({ type: event.type, result });
    this.logger.log(`Event ${event.eventId} (${event.type}) ${result}${event.sessionId ? ` for ${event.sessionId}` : ''}`);
    for (const action of actions) await action();
    return { received: true, result };
  }

  private verify(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    const refuse = (reason: string, error: DomainException) => {
      this.metrics.refusedEvents.inc({ reason });
      return error;
    };
    if (!signature) throw refuse('signature-missing', signatureMissing());
    if (!this.provider) throw refuse('unconfigured', signatureInvalid());
    let parsed: unknown;
    try {
      parsed = Stripe.webhooks.constructEvent(rawBody, signature, this.provider.webhookSecret, signatureToleranceSeconds);
    } catch (error) {
      if (error instanceof SyntaxError) throw refuse('unreadable', payloadInvalid());
      throw refuse('signature-invalid', signatureInvalid());
    }
    const event = readProviderEvent(parsed);
    if (!event) throw refuse('unreadable', payloadInvalid());
    return event;
  }

  private async apply(event: ProviderEvent, manager: EntityManager): Promise<{ result: WebhookResult; actions: Array<() => Promise<void>> }> {
    const stored = await this.repository.storeEvent(manager, event);
    if (!stored) return { result: 'duplicate', actions: [] };
    if (!event.kind) return { result: 'ignored', actions: [] };
    const actions = collectAfterCommit(manager);
    if (event.paymentIntentId) await this.repository.lockPayment(event.paymentIntentId, manager);
    const checkout = event.sessionId
      ? await this.repository.checkout(event.sessionId, manager, true)
      : await this.repository.checkoutByPaymentForUpdate(event.paymentIntentId!, manager);
    const result = checkout ? await this.applyTo(checkout, event, manager) : event.kind === 'refunded' ? 'held' : 'unmatched';
    if (result === 'unmatched')
      this.logger.warn(`Event ${event.eventId} (${event.type}) names no checkout of ours: ${event.sessionId ?? event.paymentIntentId}`);
    await this.repository.setEventResult(manager, event.eventId, result, checkout?.sessionId ?? null);
    return { result, actions: actions() };
  }

  private async applyTo(checkout: CheckoutRow, event: ProviderEvent, manager: EntityManager): Promise<EventResult> {
    const paymentIntentId = checkout.paymentIntentId ?? event.paymentIntentId;
    const held = event.kind === 'paid' && paymentIntentId ? await this.repository.heldRefund(paymentIntentId, manager) : undefined;
    const fact: ProviderFact =
      event.kind === 'paid'
        ? { kind: 'paid', heldRefundedCents: held?.refundedCents ?? 0 }
        : event.kind === 'refunded'
          ? { kind: 'refunded', refundedCents: event.refundedCents ?? 0 }
          : { kind: 'expired' };
    const transition = applyProviderFact(checkout, fact);
    if (transition.hold) return 'held';
    if (transition.outcomes.length === 0) return 'ignored';
    await this.repository.saveCheckoutState(manager, { ...transition.next, sessionId: checkout.sessionId, paymentIntentId, payerEmail: event.payerEmail });
    if (held && paymentIntentId) await this.repository.releaseHeld(paymentIntentId, checkout.sessionId, manager);
    const outcomes = await this.outcomesOf(transition, { ...checkout, paymentIntentId }, event, manager, held?.eventId);
    await this.handOver(outcomes, manager);
    return 'applied';
  }

  private async outcomesOf(
    transition: Transition,
    checkout: CheckoutRow,
    event: ProviderEvent,
    manager: EntityManager,
    heldEventId?: string,
  ): Promise<PaymentOutcome[]> {
    const base = {
      eventId: event.eventId,
      sessionId: checkout.sessionId,
      purpose: checkout.purpose,
      referenceId: checkout.referenceId,
      tournamentId: checkout.tournamentId,
      amountCents: checkout.amountCents,
      ...((event.payerEmail ?? checkout.payerEmail) ? { payerEmail: (event.payerEmail ?? checkout.payerEmail)! } : {}),
      ...(checkout.paymentIntentId ? { providerPaymentId: checkout.paymentIntentId } : {}),
    };
    const outcomes: PaymentOutcome[] = [];
    let refundedCents = checkout.refundedCents;
    for (const step of transition.outcomes) {
      if (step.kind !== 'refunded') {
        outcomes.push({ ...base, kind: step.kind, refundedCents: step.kind === 'paid' ? 0 : refundedCents });
        if (step.kind === 'paid') refundedCents = 0;
        continue;
      }
      refundedCents += step.refundedNowCents;
      // A refund held until its payment arrived keeps its own event's id (a handler may key its ledger entry on it).
      const eventId = event.kind === 'paid' && heldEventId ? heldEventId : event.eventId;
      const refund = await this.refundTrail(checkout.sessionId, step.refundedNowCents, eventId, manager);
      outcomes.push({ ...base, eventId, kind: 'refunded', refundedCents, refund });
    }
    return outcomes;
  }

  /** The refunds asked for here that this amount covers (oldest first): their reasons and who asked; none for a refund made at the provider. */
  private async refundTrail(sessionId: string, amountCents: number, eventId: string, manager: EntityManager): Promise<NonNullable<PaymentOutcome['refund']>> {
    const covered = [];
    let left = amountCents;
    for (const open of await this.repository.openRefunds(sessionId, manager)) {
      if (open.amountCents > left) continue;
      covered.push(open);
      left -= open.amountCents;
      await this.repository.setRefundState(open.id, 'applied', { appliedEventId: eventId }, manager);
      if (left === 0) break;
    }
    const [first] = covered;
    return {
      amountCents,
      reason: covered.length > 0 ? covered.map((refund) => refund.reason).join('; ') : paymentMessages.refundedAtProvider,
      by: first?.requestedByUid ? { uid: first.requestedByUid, name: first.requestedByName } : null,
    };
  }

  private async handOver(outcomes: PaymentOutcome[], manager: EntityManager): Promise<void> {
    for (const outcome of outcomes) {
      const handler = this.payments.handlerFor(outcome.purpose);
      if (!handler) {
        this.logger.warn(`No handler for ${outcome.purpose} payments: ${outcome.kind} of ${outcome.sessionId} recorded on the checkout only`);
        continue;
      }
      await handler(outcome, manager);
    }
  }
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
