import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PaymentOutcome } from '@fairway/contracts/payment';
import { registrationConfirmationPath } from '@fairway/contracts/remotes';
import type { EntityManager } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { PaymentsService } from '../payments/payments.service';
import { freeUnits } from './places';
import { RegistrationFulfilmentService } from './registration-fulfilment.service';
import { RegistrationPlacesService } from './registration-places.service';
import { type RegistrationRow, RegistrationRepository } from './registration.repository';
import type { SettingsRow } from './registration-settings.repository';

const online = { method: 'card' as const, recordedBy: 'online payment' };
const notes = {
  lateButFree: 'Paid after its hold had expired; the place was still free, so it was taken',
  lateAndFull: 'Paid after its hold had expired and the field was full: refunded automatically',
  expired: 'The checkout expired unpaid',
  refunded: 'Refunded',
};

/**
 * What the payment provider's verified events mean for a registration, inside the transaction that stores the
 * event (a repeated event is a no-op; a failure rolls it back for the provider to retry): paid, expired,
 * refunded. Each takes the registration lock first, so places are counted exactly.
 */
@Injectable()
export class RegistrationOutcomeService implements OnModuleInit {
  private readonly logger = new Logger(RegistrationOutcomeService.name);

  constructor(
    private readonly payments: PaymentsService,
    private readonly registrations: RegistrationRepository,
    private readonly places: RegistrationPlacesService,
    private readonly fulfilment: RegistrationFulfilmentService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.payments.onOutcome('registration', (outcome, manager) => this.apply(outcome, manager));
  }

  async apply(outcome: PaymentOutcome, manager: EntityManager): Promise<void> {
    const found = await this.registrations.byReference(outcome.referenceId, manager);
    if (!found || found.tournament_id !== outcome.tournamentId) {
      this.logger.warn(`Payment ${outcome.eventId} (${outcome.kind}) names no registration: ${outcome.referenceId}`);
      return;
    }
    // The lock first: the place this registration held may be counted (or given away) by anyone else only after it.
    const settings = await this.places.lock(found.tournament_id, manager);
    const row = (await this.registrations.find(found.tournament_id, found.id, manager))!;
    if (outcome.kind === 'paid') await this.paid(row, settings, outcome, manager);
    else if (outcome.kind === 'expired') await this.expired(row, manager);
    else await this.refunded(row, outcome, manager);
    await this.places.offerFreePlaces(settings, manager);
  }

  private async paid(row: RegistrationRow, settings: SettingsRow, outcome: PaymentOutcome, manager: EntityManager): Promise<void> {
    if (row.state === 'paid' || row.state === 'refunded') return;
    if (row.state === 'pending-payment') {
      await this.fulfilment.fulfil(row, settings, online, manager);
      return;
    }
    // Its hold lapsed (or it was withdrawn) before the money came: the place if one is free, else the money back.
    const free = freeUnits(settings.capacity_teams, await this.places.counts(row.tournament_id, manager));
    if (row.place_units <= free) {
      await this.fulfilment.fulfil(row, settings, online, manager, notes.lateButFree);
      return;
    }
    await this.registrations.save({ ...row, state: 'refunded', note: notes.lateAndFull }, manager);
    this.payments.refundAfterCommit(manager, outcome.sessionId, outcome.amountCents, notes.lateAndFull);
  }

  private async expired(row: RegistrationRow, manager: EntityManager): Promise<void> {
    if (row.state !== 'pending-payment') return;
    await this.registrations.save({ ...row, state: 'expired', note: notes.expired }, manager);
  }

  /** A whole refund voids the registration's ledger entries and frees its place; a part is an adjustment of minus that part. */
  private async refunded(row: RegistrationRow, outcome: PaymentOutcome, manager: EntityManager): Promise<void> {
    const cents = outcome.refundedCents - row.refunded_cents;
    if (cents <= 0) return;
    const reason = outcome.refund?.reason ?? notes.refunded;
    const by = outcome.refund?.by?.uid ?? online.recordedBy;
    let next: RegistrationRow = { ...row, refunded_cents: Math.min(outcome.refundedCents, row.total_cents) };
    // A registration cancelled after it was paid still holds its money in the ledger until it is refunded.
    const inLedger = row.paid_at !== null && (row.state === 'paid' || row.state === 'cancelled');
    if (inLedger && next.refunded_cents >= row.total_cents) {
      next = { ...(await this.fulfilment.release(next, { reason: `Refunded: ${reason}`, by, voidMoney: true }, manager)), state: 'refunded' };
    } else if (inLedger) {
      const key = `registration:${row.id}:refund:${outcome.eventId}`;
      next = { ...next, ledger_entry_ids: await this.fulfilment.adjustForRefund(row, { cents, reason, by, key }, manager) };
    }
    const saved = await this.registrations.save(next, manager);
    await this.tellRefund(saved, cents, reason, outcome.eventId, manager);
  }

  private async tellRefund(row: RegistrationRow, cents: number, reason: string, eventId: string, manager: EntityManager): Promise<void> {
    if (!row.buyer_email) return;
    await this.mail.enqueue(manager, {
      tournamentId: row.tournament_id,
      to: row.buyer_email,
      template: 'refund-notice',
      data: {
        recipientName: row.buyer_name,
        refundedFor: row.team_name ? `Registration: ${row.team_name}` : `Registration: ${row.lines.map((line) => line.name).join(', ')}`,
        refundedCents: cents,
        paidCents: row.total_cents,
        reason,
        receiptPath: registrationConfirmationPath(row.tournament_id, row.token),
      },
      dedupeKey: `refund-notice:${row.id}:${eventId}`,
    });
  }
}
