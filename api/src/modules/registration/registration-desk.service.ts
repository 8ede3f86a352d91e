import { Injectable } from '@nestjs/common';
import {
  type CancelRegistrationInput,
  type RefundRegistrationInput,
  type Registration,
  type RegistrationsQuery,
  type RegistrationsResponse,
  registrationStates,
  type WalkUpInput,
} from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { dollarsToCents, formatUsd } from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { afterCommit } from '../../database/after-commit';
import { PaymentsService } from '../payments/payments.service';
import type { EventPermission } from '@fairway/contracts/event-team';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { freeUnits, registrationPlaces } from './places';
import { registrationConflict, registrationInvalid, registrationNotFound } from './registration.exception';
import { toQuestion, toRegistration } from './registration.mapper';
import { RegistrationCheckoutService } from './registration-checkout.service';
import { registrationsCsv } from './registration-csv';
import { RegistrationFulfilmentService } from './registration-fulfilment.service';
import { RegistrationPlacesService } from './registration-places.service';
import { type RegistrationRow, RegistrationRepository } from './registration.repository';
import { RegistrationSettingsRepository } from './registration-settings.repository';

const closedStates = new Set(['cancelled', 'refunded', 'expired']);

/** The organiser's registrations: the list and its CSV, walk-ups paid at the desk, cancellations and refunds. */
@Injectable()
export class RegistrationDeskService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly settings: RegistrationSettingsRepository,
    private readonly places: RegistrationPlacesService,
    private readonly checkout: RegistrationCheckoutService,
    private readonly fulfilment: RegistrationFulfilmentService,
    private readonly payments: PaymentsService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  async list(tournamentId: string, filters: RegistrationsQuery, user: AuthUser): Promise<RegistrationsResponse> {
    await this.assertAdmin(tournamentId, user, 'field.contacts', 'read the registrations');
    const settings = await this.settings.settingsOrDefault(tournamentId);
    const [rows, all, waitlist, counts] = await Promise.all([
      this.registrations.list(tournamentId, filters),
      this.registrations.list(tournamentId, {}),
      this.registrations.waitlist(tournamentId),
      this.registrations.counts(tournamentId),
    ]);
    const position = (row: RegistrationRow) => (row.state === 'waitlisted' ? waitlist.findIndex((waiting) => waiting.id === row.id) + 1 : null);
    const perState = Object.fromEntries(registrationStates.map((state) => [state, all.filter((row) => row.state === state).length]));
    return {
      registrations: rows.map((row) => toRegistration(row, position(row))),
      counts: perState as RegistrationsResponse['counts'],
      places: registrationPlaces(settings.capacity_teams, counts),
      teamQuestions: settings.team_questions.map(toQuestion),
      playerQuestions: settings.player_questions.map(toQuestion),
    };
  }

  async csv(tournamentId: string, user: AuthUser): Promise<string> {
    const { registrations, teamQuestions, playerQuestions } = await this.list(tournamentId, {}, user);
    return registrationsCsv(registrations, teamQuestions, playerQuestions);
  }

  /**
   * A walk-up or phone-in registration paid in cash or by cheque: the same checks as online (products, answers,
   * waiver, promo code, places: 409 when full, never the waitlist) and the same team and ledger, naming the admin.
   * Open or closed, the desk may record it.
   */
  async walkUp(tournamentId: string, input: WalkUpInput, user: AuthUser): Promise<Registration> {
    await this.assertAdmin(tournamentId, user, 'sales.record', 'record registrations');
    const row = await this.places.locked(tournamentId, async (settings, manager, now) => {
      const earlier = input.registrationId ? await this.registrations.byClientKey(tournamentId, input.registrationId, manager) : null;
      if (earlier) return earlier;
      const priced = await this.checkout.price(settings, input, false, manager, now);
      if (priced.order.placeUnits > freeUnits(settings.capacity_teams, await this.places.counts(tournamentId, manager))) {
        throw registrationConflict(text.fieldFull);
      }
      await this.places.assertStock(settings, await this.settings.products(tournamentId, manager), priced.order.lines, manager);
      const registration = this.checkout.newRegistration(tournamentId, input.buyer, input.registrationId ?? null, priced, user);
      const inserted = await this.registrations.insert({ ...registration, method: input.method, recorded_by: user.uid }, manager);
      const method = inserted.total_cents === 0 ? 'complimentary' : input.method;
      return this.fulfilment.fulfil(inserted, settings, { method, recordedBy: user.uid }, manager);
    });
    return toRegistration(row, null);
  }

  /** Frees the place (the next waitlisted gets an offer) and the team; money taken stays in the ledger until refunded. */
  async cancel(tournamentId: string, registrationId: string, { reason }: CancelRegistrationInput, user: AuthUser): Promise<Registration> {
    await this.assertAdmin(tournamentId, user, 'field.edit', 'cancel registrations');
    const row = await this.places.locked(tournamentId, async (settings, manager) => {
      const current = await this.existing(tournamentId, registrationId, manager);
      if (closedStates.has(current.state)) throw registrationConflict(text.cannotCancel);
      const sessionId = current.state === 'pending-payment' ? current.checkout_session_id : null;
      if (sessionId) afterCommit(manager, () => void this.payments.cancel(sessionId).catch(() => undefined));
      const released = current.state === 'paid' ? await this.fulfilment.release(current, { reason, by: user.uid, voidMoney: false }, manager) : current;
      const saved = await this.registrations.save(
        { ...released, state: 'cancelled', cancelled_at: new Date(), note: released.note === current.note ? reason : released.note, recorded_by: user.uid },
        manager,
      );
      await this.places.offerFreePlaces(settings, manager);
      return saved;
    });
    return toRegistration(row, null);
  }

  /**
   * A card payment refunded through the provider, whole or part; the ledger and the place follow when the
   * provider's refund event arrives. More than what is left of the payment is a 400, and nothing is asked.
   */
  async refund(tournamentId: string, registrationId: string, { amount, reason }: RefundRegistrationInput, user: AuthUser): Promise<Registration> {
    await this.assertAdmin(tournamentId, user, 'money.refund', 'refund registrations');
    const row = await this.existing(tournamentId, registrationId);
    if (!row.paid_at || (row.state !== 'paid' && row.state !== 'cancelled')) throw registrationConflict(text.refundNotPaid);
    if (row.method !== 'card' || !row.checkout_session_id) throw registrationConflict(text.refundNotCard);
    const cents = dollarsToCents(amount);
    const left = row.total_cents - row.refunded_cents;
    if (cents > left) throw registrationInvalid(text.refundTooLarge(formatUsd(left, { withCents: true })), 'amount');
    await this.payments.refund(row.checkout_session_id, cents, reason, user);
    return toRegistration(await this.existing(tournamentId, registrationId), null);
  }

  private async existing(tournamentId: string, registrationId: string, manager?: EntityManager): Promise<RegistrationRow> {
    const row = await this.registrations.find(tournamentId, registrationId, manager);
    if (!row) throw registrationNotFound(text.registrationNotFound);
    return row;
  }

  /** The list (buyers' contacts and answers) is field.contacts, a walk-up sales.record, a cancel field.edit, a refund money.refund. */
  private async assertAdmin(tournamentId: string, user: AuthUser, permission: EventPermission, action: string): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), permission, action);
  }
}
