import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { fundraisingMessages as text } from '@fairway/contracts/fundraising-messages';
import type { PaymentOutcome } from '@fairway/contracts/payment';
import { giftReceiptPath } from '@fairway/contracts/remotes';
import type { EntityManager } from 'typeorm';
import { MailService } from '../../mail/mail.service';
import { PaymentsService } from '../../payments/payments.service';
import { type LedgerChange, LedgerService } from '../ledger/ledger.service';
import { type CardGiftRow, CardGiftRepository } from './card-gift.repository';
import { giftMailReceipt } from './gift-receipt.mapper';

/**
 * What the provider's verified events mean for a card gift, inside the transaction that stores the event (a repeat
 * is a no-op; a failure rolls back for the provider to retry). Paid: a received `donation` entry, once, and the
 * receipt mailed. Expired: the gift stays out of the ledger. Refunded: the entry voided (all at once) or adjusted.
 */
@Injectable()
export class CardGiftOutcomeService implements OnModuleInit {
  private readonly logger = new Logger(CardGiftOutcomeService.name);

  constructor(
    private readonly payments: PaymentsService,
    private readonly gifts: CardGiftRepository,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.payments.onOutcome('donation', (outcome, manager) => this.apply(outcome, manager));
  }

  async apply(outcome: PaymentOutcome, manager: EntityManager): Promise<void> {
    const found = await this.gifts.find(outcome.referenceId, manager);
    if (!found || found.tournament_id !== outcome.tournamentId) {
      this.logger.warn(`Payment ${outcome.eventId} (${outcome.kind}) names no card gift: ${outcome.referenceId}`);
      return;
    }
    if (outcome.kind === 'expired') {
      await this.expired((await this.gifts.find(found.id, manager, { lock: true }))!, manager);
      return;
    }
    await this.ledger.changeIn(manager, found.tournament_id, async (change) => {
      // Under the tournament's lock: read again, so two events of one gift are applied one after the other.
      const row = (await this.gifts.find(found.id, manager, { lock: true }))!;
      if (outcome.kind === 'paid') await this.paid(row, outcome, change);
      else await this.refunded(row, outcome, change);
    });
  }

  /** Paid after its checkout expired still counts: the money was taken. */
  private async paid(row: CardGiftRow, outcome: PaymentOutcome, change: LedgerChange): Promise<void> {
    if (row.state === 'paid' || row.state === 'refunded') return;
    const teamId = await change.assertTeam(row.team_id).then(
      () => row.team_id,
      () => null, // the team was removed while the donor paid: the gift still counts, for nobody's team
    );
    const entry = await change.record({
      kind: 'donation',
      amountCents: row.amount_cents,
      donorName: row.donor_name,
      anonymous: row.anonymous,
      contactEmail: row.contact_email ?? outcome.payerEmail ?? null,
      method: 'card',
      publicMessage: row.public_message,
      privateNote: null,
      teamId,
      private: false,
      state: 'received',
      idempotencyKey: `card-gift:${row.id}`,
      recordedBy: text.onlinePayment,
    });
    const paid: CardGiftRow = { ...row, state: 'paid', ledger_entry_id: entry.id, paid_at: new Date(), contact_email: entry.contact_email };
    await this.gifts.saveOutcome(paid, change.manager);
    if (!paid.contact_email) return;
    await this.mail.enqueue(change.manager, {
      tournamentId: row.tournament_id,
      to: paid.contact_email,
      template: 'gift-receipt',
      data: { recipientName: row.donor_name ?? paid.contact_email, receipt: giftMailReceipt(paid, change.tournament.charityName) },
      dedupeKey: `gift-receipt:${row.id}`,
    });
  }

  private async expired(row: CardGiftRow, manager: EntityManager): Promise<void> {
    if (row.state !== 'pending') return;
    await this.gifts.saveOutcome({ ...row, state: 'expired' }, manager);
  }

  /** The whole gift refunded at once voids its entry; a part (and what follows it) is an adjustment of minus that part. */
  private async refunded(row: CardGiftRow, outcome: PaymentOutcome, change: LedgerChange): Promise<void> {
    const cents = Math.min(outcome.refundedCents, row.amount_cents) - row.refunded_cents;
    if (cents <= 0 || !row.ledger_entry_id) return;
    const reason = outcome.refund?.reason ?? text.receiptRefunded;
    const by = outcome.refund?.by?.uid ?? text.onlinePayment;
    const whole = row.refunded_cents === 0 && cents === row.amount_cents;
    // The organiser may have voided the entry by hand already: the money is out of the total, so nothing more moves.
    const counted = (await change.find(row.ledger_entry_id))?.state === 'received';
    if (!counted) this.logger.warn(`Refund of card gift ${row.id}: its ledger entry was already voided; the ledger is left as it is`);
    else if (whole) await change.voidEntry(row.ledger_entry_id, `Refunded: ${reason}`, by);
    else
      await change.record({
        kind: 'adjustment',
        amountCents: -cents,
        donorName: row.donor_name,
        anonymous: true,
        contactEmail: null,
        method: 'card',
        publicMessage: null,
        privateNote: `Part of a card gift refunded: ${reason}`,
        teamId: null,
        private: true,
        state: 'received',
        idempotencyKey: `card-gift:${row.id}:refund:${outcome.eventId}`,
        recordedBy: by,
      });
    const refundedCents = row.refunded_cents + cents;
    await this.gifts.saveOutcome({ ...row, refunded_cents: refundedCents, state: refundedCents >= row.amount_cents ? 'refunded' : 'paid' }, change.manager);
    if (!row.contact_email) return;
    await this.mail.enqueue(change.manager, {
      tournamentId: row.tournament_id,
      to: row.contact_email,
      template: 'refund-notice',
      data: {
        recipientName: row.donor_name,
        refundedFor: text.receiptGift(change.tournament.charityName),
        refundedCents: cents,
        paidCents: row.amount_cents,
        reason,
        receiptPath: giftReceiptPath(row.tournament_id, row.token),
      },
      dedupeKey: `refund-notice:card-gift:${row.id}:${outcome.eventId}`,
    });
  }
}
