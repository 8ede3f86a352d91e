import { Injectable, Logger } from '@nestjs/common';
import { mailStates, mailTemplateData, type MailMessage, type MailState, type MailTemplateName } from '@fairway/contracts/mail';
import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import { afterCommit } from '../../database/after-commit';
import { type BatchDeliveryRow, MailOutboxRepository } from './mail-outbox.repository';
import { MailRenderer } from './mail.renderer';
import { MailRunner } from './mail.runner';
import type { RenderedMail } from './templates/render-mail';

const recipientAddress = z.email().max(254);

/** One e-mail of a batch (a message to the field): its recipient, data, state, last error and when it was sent. */
export type MailDelivery = BatchDeliveryRow;

@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly runner: MailRunner,
    private readonly renderer: MailRenderer,
  ) {}

  /**
   * Puts a message in the outbox inside the caller's transaction: it is sent only if that commits, after
   * it has, and a dedupe key already enqueued is a no-op. Never throws for the message itself: a message
   * that could never be sent (a bad address) is kept as failed with its reason, so e-mail never undoes the
   * payment it tells of. `delaySeconds` holds it back that long (it may be withdrawn meanwhile); `batchId` names
   * the message to the field it is one of, whose deliveries the organiser reads.
   */
  async enqueue(
    manager: EntityManager,
    message: MailMessage,
    { delaySeconds = 0, batchId = null }: { delaySeconds?: number; batchId?: string | null } = {},
  ): Promise<void> {
    const problem = messageProblem(message);
    if (problem) this.logger.error(`Mail ${message.dedupeKey} (${message.template}) will not be sent: ${problem}`);
    const inserted = await this.outbox.insert(manager, {
      tournamentId: message.tournamentId,
      recipient: message.to.trim(),
      template: message.template,
      data: message.data,
      dedupeKey: message.dedupeKey,
      state: problem ? 'failed' : 'queued',
      lastError: problem,
      delaySeconds,
      batchId,
    });
    if (inserted && !problem) afterCommit(manager, () => this.runner.wake());
  }

  /**
   * Withdraws a queued message that is no longer wanted (inside the caller's transaction); false when there is
   * none, it was sent, or a runner is sending it now.
   */
  withdraw(manager: EntityManager, dedupeKey: string, reason: string): Promise<boolean> {
    return this.outbox.withdraw(manager, dedupeKey, reason);
  }

  /** A template rendered with this data for this tournament, as its recipients would read it (nothing is enqueued). */
  preview(template: MailTemplateName, data: unknown, tournamentId: string): Promise<RenderedMail> {
    return this.renderer.preview(template, data, tournamentId);
  }

  /** Every e-mail of one batch, by recipient, with its state, its last error and when it was sent. */
  deliveries(batchId: string): Promise<MailDelivery[]> {
    return this.outbox.batch(batchId);
  }

  /** How many e-mails of each batch are in each state (every state, 0 when none). */
  async deliveryCounts(batchIds: readonly string[]): Promise<Map<string, Record<MailState, number>>> {
    const counts = new Map(batchIds.map((id) => [id, Object.fromEntries(mailStates.map((state) => [state, 0])) as Record<MailState, number>]));
    for (const row of await this.outbox.batchCounts(batchIds)) {
      const batch = counts.get(row.batchId);
      if (batch) batch[row.state] = row.count;
    }
    return counts;
  }

  /** The addresses among these that unsubscribed from non-transactional mail (lower case). */
  suppressedAmong(emails: readonly string[]): Promise<Set<string>> {
    return this.outbox.suppressedAmong(emails);
  }

  /** The address a message went to (the unsubscribe page names it, masked). */
  recipientOf(messageId: string): Promise<string | undefined> {
    return this.outbox.recipientOf(messageId);
  }

  /** Whether the address unsubscribed from non-transactional mail (invitations skip it). */
  isSuppressed(email: string): Promise<boolean> {
    return this.outbox.isSuppressed(email);
  }

  /** Stops non-transactional mail to the address this message went to; undefined when there is no such message. */
  async unsubscribe(messageId: string): Promise<string | undefined> {
    const email = await this.outbox.recipientOf(messageId);
    if (email) await this.outbox.suppress(email, `unsubscribe link of message ${messageId}`);
    return email;
  }
}

function messageProblem(message: MailMessage): string | null {
  if (!recipientAddress.safeParse(message.to.trim()).success) return 'the recipient is not a valid e-mail address';
  const data = mailTemplateData[message.template].safeParse(message.data);
  if (data.success) return null;
  return `its data does not fit the template: ${data.error.issues.map((issue) => `${issue.path.join('.') || 'data'} ${issue.message}`).join('; ')}`;
}
