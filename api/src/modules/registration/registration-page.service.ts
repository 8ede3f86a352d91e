import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Quote, type QuoteInput, registrationLimits, type RegistrationPage } from '@fairway/contracts/registration';
import { orderPrice } from '@fairway/contracts/registration-price';
import { centsToDollars } from '@fairway/golf';
import { DataSource } from 'typeorm';
import { PaymentsService } from '../payments/payments.service';
import { TournamentService } from '../tournament/tournament.service';
import { orderLines } from './order';
import { registrationPlaces, registrationStatus } from './places';
import { usablePromo } from './promo-check';
import { registrationIssues } from './registration.exception';
import { toPriceLine, toPublicProduct, toQuestion } from './registration.mapper';
import { RegistrationPlacesService } from './registration-places.service';
import { RegistrationRepository } from './registration.repository';
import { RegistrationSettingsRepository } from './registration-settings.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The public registration page and its prices: no personal data, nothing held. */
@Injectable()
export class RegistrationPageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: RegistrationSettingsRepository,
    private readonly registrations: RegistrationRepository,
    private readonly places: RegistrationPlacesService,
    private readonly payments: PaymentsService,
    private readonly tournaments: TournamentService,
  ) {}

  async page(tournamentId: string): Promise<RegistrationPage> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const manager = this.dataSource.manager;
    const settings = await this.settings.settingsOrDefault(tournamentId);
    const [all, waiver, counts, promos] = await Promise.all([
      this.settings.products(tournamentId),
      this.settings.waiver(tournamentId),
      this.registrations.counts(tournamentId),
      this.settings.promoCodes(tournamentId),
    ]);
    const products = all.filter((product) => product.active);
    const left = await this.places.productsLeft(settings, products, manager);
    const now = new Date();
    const status = registrationStatus({ open: settings.open, opensAt: settings.opens_at, closesAt: settings.closes_at }, settings.capacity_teams, counts, now);
    const places = registrationPlaces(settings.capacity_teams, counts);
    return {
      tournamentId,
      tournamentName: tournament.name,
      date: tournament.date,
      courseName: tournament.courseName,
      charityName: tournament.charityName,
      status,
      opensAt: iso(settings.opens_at),
      closesAt: iso(settings.closes_at),
      places,
      waitlistOpen: (status === 'open' || status === 'full') && places.teamsLeft === 0,
      products: products.map((product) => toPublicProduct(product, left.get(product.id) ?? null)),
      teamQuestions: settings.team_questions.map(toQuestion),
      playerQuestions: settings.player_questions.map(toQuestion),
      waiver: waiver.current && { version: waiver.current.version, text: waiver.current.text },
      payerCoversFee: settings.payer_covers_fee,
      fee: registrationLimits.fee,
      hasPromoCodes: promos.some((promo) => promo.active && (!promo.expires_at || promo.expires_at > now)),
      onlinePayment: this.payments.available(),
      holdMinutes: registrationLimits.holdMinutes,
    };
  }

  /** The server's price for a basket: the same rules as the checkout, nothing held (a promo code's uses may change before it). */
  async quote(tournamentId: string, input: QuoteInput): Promise<Quote> {
    await this.tournaments.getEntity(tournamentId);
    const settings = await this.settings.settingsOrDefault(tournamentId);
    const { lines, issues } = orderLines(input.items, await this.settings.products(tournamentId));
    if (issues.length > 0) throw registrationIssues(issues);
    const entryCents = lines
      .filter((line) => line.kind === 'team-entry' || line.kind === 'single-player')
      .reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const promo = input.promoCode
      ? usablePromo(await this.settings.promoCode(tournamentId, input.promoCode, this.dataSource.manager), new Date(), entryCents)
      : null;
    const price = orderPrice(lines, promo, input.coverFee && settings.payer_covers_fee);
    return {
      lines: lines.map(toPriceLine),
      subtotal: centsToDollars(price.subtotalCents),
      discount: centsToDollars(price.discountCents),
      fee: centsToDollars(price.feeCents),
      total: centsToDollars(price.totalCents),
      fairMarketValue: centsToDollars(price.fairMarketValueCents),
      promoCode: promo?.code ?? null,
    };
  }
}
