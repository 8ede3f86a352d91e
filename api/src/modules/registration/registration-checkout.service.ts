import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CheckoutInput, type CheckoutResponse, registrationLimits } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { type OrderPrice, orderPrice } from '@fairway/contracts/registration-price';
import { centsToDollars } from '@fairway/golf';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { PaymentsService } from '../payments/payments.service';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { TournamentService } from '../tournament/tournament.service';
import { buildOrder, type Order, type OrderInput, type OrderLine } from './order';
import { freeUnits } from './places';
import { paymentUnavailable, registrationClosed, registrationConflict, registrationIssues, registrationNotFound } from './registration.exception';
import { RegistrationLinks } from './registration-links';
import { RegistrationFulfilmentService } from './registration-fulfilment.service';
import { RegistrationPlacesService } from './registration-places.service';
import { type NewRegistration, type RegistrationRow, RegistrationRepository } from './registration.repository';
import { usablePromo } from './promo-check';
import { type SettingsRow, RegistrationSettingsRepository } from './registration-settings.repository';

const minute = 60_000;
const newToken = () => randomBytes(32).toString('base64url');
const isEntry = (line: OrderLine) => line.kind === 'team-entry' || line.kind === 'single-player';

/** The order, who bought it and what it costs, ready to be stored as a registration. */
/** What the locked part of a checkout ends with: an answer already, or a place held whose checkout is to be opened. */
type Step = { answer: CheckoutResponse } | { held: RegistrationRow };

export interface Priced {
  order: Order;
  price: OrderPrice;
  promo: { id: string; code: string } | null;
}

/**
 * Registering and paying: the order checked (products, answers, waiver), the window, the promo code and the
 * places counted under the tournament's registration lock, the price computed here, and a place held for the
 * checkout's life, or the waitlist when the field is full. A buyer is only ever sent to pay for a place held.
 */
@Injectable()
export class RegistrationCheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: RegistrationLinks,
    private readonly settings: RegistrationSettingsRepository,
    private readonly registrations: RegistrationRepository,
    private readonly places: RegistrationPlacesService,
    private readonly fulfilment: RegistrationFulfilmentService,
    private readonly payments: PaymentsService,
    private readonly tournaments: TournamentService,
  ) {}

  /** `origin`: the buyer's own (`CallerOrigin`), where the checkout returns; else PUBLIC_BASE_URL. */
  async checkout(tournamentId: string, input: CheckoutInput, user: AuthUser | null, origin?: string): Promise<CheckoutResponse> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const step = await this.places.locked(tournamentId, async (settings, manager, now): Promise<Step> => {
      const earlier = input.checkoutId ? await this.registrations.byClientKey(tournamentId, input.checkoutId, manager) : null;
      if (earlier) return { answer: await this.answerAgain(earlier, input.buyer.email, manager) };
      assertOpen(settings, tournament, now);
      const priced = await this.price(settings, input, input.coverFee, manager, now);
      const registration = this.newRegistration(tournamentId, input.buyer, input.checkoutId ?? null, priced, user);
      const free = freeUnits(settings.capacity_teams, await this.places.counts(tournamentId, manager));
      if (priced.order.placeUnits > free) return { answer: await this.waitlist(registration, now, manager) };
      await this.places.assertStock(settings, await this.settings.products(tournamentId, manager), priced.order.lines, manager);
      return this.hold(registration, settings, manager, now);
    });
    if ('answer' in step) return step.answer;
    return this.openCheckout(step.held, origin, (manager) => this.registrations.remove(step.held.id, manager));
  }

  /** A place offered from the waitlist, claimed: held for a checkout now, at the price it was registered at. */
  async payOffer(token: string, origin?: string): Promise<CheckoutResponse> {
    const found = await this.registrations.byToken(token);
    if (!found) throw registrationNotFound(text.registrationNotFound);
    const step = await this.places.locked(found.tournament_id, async (settings, manager, now): Promise<Step> => {
      const row = (await this.registrations.find(found.tournament_id, found.id, manager))!;
      if (row.state === 'pending-payment') return { answer: await this.answerAgain(row, row.buyer_email ?? '', manager) };
      if (row.state === 'expired' && row.offer_expires_at) throw registrationConflict(text.offerExpired);
      if (row.state !== 'offered') throw registrationConflict(text.notOffered);
      return this.hold(row, settings, manager, now);
    });
    if ('answer' in step) return step.answer;
    return this.openCheckout(step.held, origin, (manager) => this.registrations.save({ ...found, state: 'offered' }, manager).then(() => undefined));
  }

  /** The order priced by the server under the lock: every issue a 400, a stale waiver or a refused promo code a 409. */
  async price(
    settings: SettingsRow,
    input: OrderInput & Pick<CheckoutInput, 'promoCode'>,
    coverFee: boolean,
    manager: EntityManager,
    now: Date,
  ): Promise<Priced> {
    const tournamentId = settings.tournament_id;
    const [products, waiver] = await Promise.all([this.settings.products(tournamentId, manager), this.settings.waiver(tournamentId, manager)]);
    const built = buildOrder(input, {
      products,
      teamQuestions: settings.team_questions,
      playerQuestions: settings.player_questions,
      waiverVersion: waiver.current?.version ?? null,
      now,
    });
    if ('issues' in built) throw registrationIssues(built.issues);
    if ('staleWaiver' in built) throw registrationConflict(text.waiverVersionStale, 'waiverVersion');
    const entryCents = built.order.lines.filter(isEntry).reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const promo = input.promoCode ? usablePromo(await this.settings.promoCode(tournamentId, input.promoCode, manager), now, entryCents) : null;
    return { order: built.order, promo, price: orderPrice(built.order.lines, promo, coverFee && settings.payer_covers_fee) };
  }

  newRegistration(
    tournamentId: string,
    buyer: { name: string; email: string | null },
    clientKey: string | null,
    priced: Priced,
    user: AuthUser | null,
  ): NewRegistration {
    const { order, price, promo } = priced;
    return {
      tournament_id: tournamentId,
      token: newToken(),
      client_key: clientKey,
      state: 'pending-payment',
      kind: order.kind,
      place_units: order.placeUnits,
      buyer_name: buyer.name,
      buyer_email: buyer.email,
      buyer_uid: user?.uid ?? null,
      team_name: order.teamName,
      team_answers: order.teamAnswers,
      players: order.players,
      sponsor_name: order.sponsorName,
      lines: order.lines,
      promo_code_id: promo?.id ?? null,
      promo_code: promo?.code ?? null,
      subtotal_cents: price.subtotalCents,
      discount_cents: price.discountCents,
      fee_cents: price.feeCents,
      total_cents: price.totalCents,
      fair_market_value_cents: price.fairMarketValueCents,
      refunded_cents: 0,
      method: 'card',
      checkout_session_id: null,
      checkout_url: null,
      hold_expires_at: null,
      offer_expires_at: null,
      waitlisted_at: null,
      paid_at: null,
      cancelled_at: null,
      team_id: null,
      sponsor_id: null,
      ledger_entry_ids: [],
      note: null,
      recorded_by: null,
    };
  }

  private async waitlist(registration: NewRegistration, now: Date, manager: EntityManager): Promise<CheckoutResponse> {
    const row = await this.registrations.insert({ ...registration, state: 'waitlisted', waitlisted_at: now }, manager);
    return { outcome: 'waitlisted', token: row.token, position: await this.positionOf(row, manager) };
  }

  /**
   * Holds the place for the checkout's life, under the lock; nothing due (a promo code covered it all): registered
   * at once. The checkout itself is opened after the lock is let go (`openCheckout`): a call to the provider never
   * keeps the other buyers waiting, and nobody is sent to pay before their place is held.
   */
  private async hold(registration: NewRegistration | RegistrationRow, settings: SettingsRow, manager: EntityManager, now: Date): Promise<Step> {
    const held = { ...registration, state: 'pending-payment' as const, hold_expires_at: new Date(now.getTime() + registrationLimits.holdMinutes * minute) };
    const row = 'id' in held ? await this.registrations.save(held, manager) : await this.registrations.insert(held, manager);
    if (row.total_cents === 0) {
      await this.fulfilment.fulfil(row, settings, { method: 'complimentary', recordedBy: 'online registration' }, manager);
      return { answer: { outcome: 'confirmed', token: row.token } };
    }
    if (!this.payments.available()) throw paymentUnavailable(text.paymentUnavailable);
    return { held: row };
  }

  /**
   * Opens the checkout at the provider for a place held, until the hold's end. If the provider refuses or does not
   * answer, the hold is undone at once (under the lock, the waitlist offered what it frees) and the buyer is told;
   * a retry with the same checkout id starts again.
   */
  private async openCheckout(row: RegistrationRow, origin: string | undefined, undo: (manager: EntityManager) => Promise<void>): Promise<CheckoutResponse> {
    const returnUrl = this.links.confirmation(row, origin);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const session = await this.payments.createCheckout(manager, {
          tournamentId: row.tournament_id,
          purpose: 'registration',
          referenceId: row.id,
          lineItems: lineItems(row),
          customerEmail: row.buyer_email ?? undefined,
          successUrl: returnUrl,
          cancelUrl: returnUrl,
          expiresAt: row.hold_expires_at!,
        });
        await this.registrations.setCheckout(row.id, session.sessionId, session.url, manager);
        return {
          outcome: 'checkout',
          token: row.token,
          checkoutUrl: session.url,
          holdExpiresAt: row.hold_expires_at!.toISOString(),
          total: centsToDollars(row.total_cents),
        };
      });
    } catch (error) {
      await this.places
        .locked(row.tournament_id, async (settings, manager) => {
          await undo(manager);
          await this.places.offerFreePlaces(settings, manager);
        })
        .catch(() => undefined);
      throw error;
    }
  }

  /** A retried submission (same checkout id) answers what the first one got; another buyer reusing the id is refused. */
  private async answerAgain(row: RegistrationRow, email: string, manager: EntityManager): Promise<CheckoutResponse> {
    if ((row.buyer_email ?? '').toLowerCase() !== email.toLowerCase()) throw registrationConflict(text.checkoutIdReused, 'checkoutId');
    if (row.state === 'pending-payment' && row.checkout_url && row.hold_expires_at) {
      return {
        outcome: 'checkout',
        token: row.token,
        checkoutUrl: row.checkout_url,
        holdExpiresAt: row.hold_expires_at.toISOString(),
        total: centsToDollars(row.total_cents),
      };
    }
    if (row.state === 'waitlisted') return { outcome: 'waitlisted', token: row.token, position: await this.positionOf(row, manager) };
    return { outcome: 'confirmed', token: row.token };
  }

  async positionOf(row: RegistrationRow, manager?: EntityManager): Promise<number> {
    const waiting = await this.registrations.waitlist(row.tournament_id, manager);
    return waiting.findIndex((candidate) => candidate.id === row.id) + 1;
  }
}

/**
 * The provider's lines: each product at its price, the promo code's discount taken off the entry (a promo code
 * only discounts entries), the covered fee as its own line; they add up to the registration's total.
 */
export function lineItems(row: Pick<RegistrationRow, 'lines' | 'discount_cents' | 'fee_cents'>) {
  let discount = row.discount_cents;
  const items = row.lines.flatMap((line) => {
    if (!isEntry(line) || discount === 0) return [{ name: line.name, amountCents: line.unitCents, quantity: line.quantity }];
    const off = Math.min(discount, line.unitCents * line.quantity);
    discount -= off;
    const amountCents = line.unitCents * line.quantity - off;
    return amountCents > 0 ? [{ name: line.name, amountCents, quantity: 1 }] : [];
  });
  return row.fee_cents > 0 ? [...items, { name: 'Card processing fee', amountCents: row.fee_cents, quantity: 1 }] : items;
}

/** 409 unless the organiser has opened registration and now is inside its window. */
function assertOpen(settings: SettingsRow, tournament: TournamentEntity, now: Date): void {
  if (!settings.open) throw registrationClosed(text.notOpen);
  if (settings.opens_at && settings.opens_at > now) {
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: tournament.timeZone }).format(settings.opens_at);
    throw registrationClosed(text.notOpenYet(when));
  }
  if (settings.closes_at && settings.closes_at <= now) throw registrationClosed(text.closed);
  // Without a closing date, registration ends with the tournament's day.
  if (settings.day_ends_at && settings.day_ends_at <= now) throw registrationClosed(text.closed);
}
