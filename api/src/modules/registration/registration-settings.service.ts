import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CreatePromoCodeInput,
  type CreateRegistrationProductInput,
  type PromoCode,
  type Question,
  type QuestionInput,
  registrationLimits,
  type RegistrationProduct,
  type RegistrationSettings,
  type RegistrationSettingsInput,
  type UpdatePromoCodeInput,
  type UpdateRegistrationProductInput,
} from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { dollarsToCents } from '@fairway/golf';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { AddOnService } from '../fundraising/add-ons/add-on.service';
import { SponsorService } from '../fundraising/sponsors/sponsor.service';
import { PaymentsService } from '../payments/payments.service';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import type { ProductRow } from './order';
import { registrationPlaces, registrationStatus } from './places';
import { registrationConflict, registrationInvalid, registrationNotFound } from './registration.exception';
import { toProduct, toPromoCode, toQuestion } from './registration.mapper';
import { RegistrationPlacesService } from './registration-places.service';
import { RegistrationRepository } from './registration.repository';
import { type ProductFields, type PromoRow, RegistrationSettingsRepository } from './registration-settings.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const withIds = (questions: readonly QuestionInput[]): Question[] =>
  questions.map(({ id, kind, label, required, options }) => ({ id: id ?? randomUUID(), kind, label, required, options: kind === 'select' ? options : [] }));
const promoValue = (input: Pick<CreatePromoCodeInput, 'kind' | 'value'>) => (input.kind === 'amount' ? dollarsToCents(input.value) : input.value);

/** The organiser's registration: window, capacity, questions, waiver versions, products and promo codes. */
@Injectable()
export class RegistrationSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: RegistrationSettingsRepository,
    private readonly registrations: RegistrationRepository,
    private readonly places: RegistrationPlacesService,
    private readonly sponsors: SponsorService,
    private readonly addOns: AddOnService,
    private readonly payments: PaymentsService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  async get(tournamentId: string, user: AuthUser): Promise<RegistrationSettings> {
    await this.assertAdmin(tournamentId, user);
    return this.read(tournamentId, this.dataSource.manager);
  }

  /** A capacity below the places already paid for is refused; a waiver text other than the current one is its next version. */
  async save(tournamentId: string, input: RegistrationSettingsInput, user: AuthUser): Promise<RegistrationSettings> {
    await this.assertAdmin(tournamentId, user);
    return this.places.locked(tournamentId, async (_settings, manager) => {
      const { takenUnits } = await this.registrations.counts(tournamentId, manager);
      const taken = Math.ceil(takenUnits / registrationLimits.singlesPerPlace);
      if (input.capacityTeams < taken) throw registrationConflict(text.capacityBelowTaken(taken), 'capacityTeams');
      const { current } = await this.settings.waiver(tournamentId, manager);
      const waiverVersion =
        input.waiverText === null
          ? null
          : input.waiverText === current?.text
            ? current.version
            : (await this.settings.publishWaiver(tournamentId, input.waiverText, user.uid, manager)).version;
      const saved = await this.settings.save(
        tournamentId,
        {
          open: input.open,
          opens_at: input.opensAt ? new Date(input.opensAt) : null,
          closes_at: input.closesAt ? new Date(input.closesAt) : null,
          capacity_teams: input.capacityTeams,
          waitlist_offer_hours: input.waitlistOfferHours,
          payer_covers_fee: input.payerCoversFee,
          team_questions: withIds(input.teamQuestions),
          player_questions: withIds(input.playerQuestions),
          waiver_version: waiverVersion,
        },
        manager,
      );
      // A larger field may have room for the waitlist now.
      await this.places.offerFreePlaces(saved, manager);
      return this.read(tournamentId, manager);
    });
  }

  async createProduct(tournamentId: string, input: CreateRegistrationProductInput, user: AuthUser): Promise<RegistrationProduct> {
    await this.assertAdmin(tournamentId, user);
    await this.assertSells(tournamentId, input);
    const row = await this.settings.insertProduct(
      tournamentId,
      {
        kind: input.kind,
        name: input.name,
        description: input.description,
        price_cents: dollarsToCents(input.price),
        fair_market_value_cents: dollarsToCents(input.fairMarketValue),
        max_per_order: input.kind === 'add-on' ? input.maxPerOrder : 1,
        active: input.active,
        sponsor_tier_id: input.kind === 'sponsor-package' ? input.sponsorTierId : null,
        includes_hole: input.kind === 'sponsor-package' && input.includesHole,
        add_on_id: input.kind === 'add-on' ? input.addOnId : null,
      },
      this.dataSource.manager,
    );
    return this.productOf(tournamentId, row.id);
  }

  async updateProduct(tournamentId: string, productId: string, input: UpdateRegistrationProductInput, user: AuthUser): Promise<RegistrationProduct> {
    await this.assertAdmin(tournamentId, user);
    const current = await this.product(tournamentId, productId);
    const fields: ProductFields = {
      ...current,
      name: input.name ?? current.name,
      description: input.description === undefined ? current.description : input.description,
      price_cents: input.price === undefined ? current.price_cents : dollarsToCents(input.price),
      fair_market_value_cents: input.fairMarketValue === undefined ? current.fair_market_value_cents : dollarsToCents(input.fairMarketValue),
      max_per_order: current.kind === 'add-on' ? (input.maxPerOrder ?? current.max_per_order) : 1,
      active: input.active ?? current.active,
    };
    if (fields.fair_market_value_cents > fields.price_cents) throw registrationInvalid(text.fairMarketValueInvalid, 'fairMarketValue');
    await this.settings.updateProduct(productId, fields, this.dataSource.manager);
    return this.productOf(tournamentId, productId);
  }

  /** Only a product no registration has bought (or holds) can go: the registrations keep naming it. */
  async deleteProduct(tournamentId: string, productId: string, user: AuthUser): Promise<void> {
    await this.assertAdmin(tournamentId, user);
    await this.places.locked(tournamentId, async (_settings, manager) => {
      await this.product(tournamentId, productId, manager);
      if ((await this.registrations.productCounts(tournamentId, manager)).has(productId)) throw registrationConflict(text.productSold);
      await this.settings.deleteProduct(tournamentId, productId, manager);
    });
  }

  async createPromoCode(tournamentId: string, input: CreatePromoCodeInput, user: AuthUser): Promise<PromoCode> {
    await this.assertAdmin(tournamentId, user);
    const id = await this.settings.insertPromoCode(
      tournamentId,
      {
        code: input.code,
        kind: input.kind,
        value: promoValue(input),
        max_uses: input.maxUses,
        expires_at: input.expiresAt ? new Date(input.expiresAt) : null,
        active: input.active,
      },
      this.dataSource.manager,
    );
    if (!id) throw registrationConflict(text.promoCodeTaken, 'code');
    return toPromoCode(await this.promo(tournamentId, id));
  }

  async updatePromoCode(tournamentId: string, promoId: string, input: UpdatePromoCodeInput, user: AuthUser): Promise<PromoCode> {
    await this.assertAdmin(tournamentId, user);
    const current = await this.promo(tournamentId, promoId);
    await this.settings.updatePromoCode(
      promoId,
      {
        ...current,
        max_uses: input.maxUses === undefined ? current.max_uses : input.maxUses,
        expires_at: input.expiresAt === undefined ? current.expires_at : input.expiresAt ? new Date(input.expiresAt) : null,
        active: input.active ?? current.active,
      },
      this.dataSource.manager,
    );
    return toPromoCode(await this.promo(tournamentId, promoId));
  }

  /** Only a code no registration ever used can go: deactivate it otherwise. */
  async deletePromoCode(tournamentId: string, promoId: string, user: AuthUser): Promise<void> {
    await this.assertAdmin(tournamentId, user);
    await this.places.locked(tournamentId, async (_settings, manager) => {
      await this.promo(tournamentId, promoId, manager);
      if (await this.settings.promoCodeUsed(promoId, manager)) throw registrationConflict(text.promoUsed);
      await this.settings.deletePromoCode(tournamentId, promoId, manager);
    });
  }

  private async read(tournamentId: string, manager: EntityManager): Promise<RegistrationSettings> {
    const settings = await this.settings.settingsOrDefault(tournamentId, manager);
    const [products, waiver, promos, counts, sold] = await Promise.all([
      this.settings.products(tournamentId, manager),
      this.settings.waiver(tournamentId, manager),
      this.settings.promoCodes(tournamentId, manager),
      this.registrations.counts(tournamentId, manager),
      this.registrations.productCounts(tournamentId, manager),
    ]);
    const left = await this.places.productsLeft(settings, products, manager);
    const window = { open: settings.open, opensAt: settings.opens_at, closesAt: settings.closes_at };
    return {
      tournamentId,
      open: settings.open,
      opensAt: iso(settings.opens_at),
      closesAt: iso(settings.closes_at),
      capacityTeams: settings.capacity_teams,
      waitlistOfferHours: settings.waitlist_offer_hours,
      payerCoversFee: settings.payer_covers_fee,
      fee: registrationLimits.fee,
      teamQuestions: settings.team_questions.map(toQuestion),
      playerQuestions: settings.player_questions.map(toQuestion),
      waiver: waiver.current && { version: waiver.current.version, text: waiver.current.text, publishedAt: waiver.current.published_at.toISOString() },
      waiverVersions: waiver.versions,
      products: products.map((product) => toProduct(product, left.get(product.id) ?? null, sold.get(product.id)?.sold ?? 0)),
      promoCodes: promos.map(toPromoCode),
      status: registrationStatus(window, settings.capacity_teams, counts, new Date()),
      places: registrationPlaces(settings.capacity_teams, counts),
      onlinePayment: this.payments.available(),
    };
  }

  private async productOf(tournamentId: string, productId: string): Promise<RegistrationProduct> {
    const found = (await this.read(tournamentId, this.dataSource.manager)).products.find((product) => product.id === productId);
    if (!found) throw registrationNotFound(text.productNotFound);
    return found;
  }

  /** 400 unless a sponsor package's tier and an add-on's add-on are this tournament's. */
  private async assertSells(tournamentId: string, input: CreateRegistrationProductInput): Promise<void> {
    if (input.kind === 'sponsor-package' && !(await this.sponsors.availability(tournamentId)).tiers.has(input.sponsorTierId ?? '')) {
      throw registrationInvalid(text.sponsorTierNotFound, 'sponsorTierId');
    }
    if (input.kind === 'add-on' && !(await this.addOns.list(tournamentId)).some((addOn) => addOn.id === input.addOnId)) {
      throw registrationInvalid(text.addOnNotFound, 'addOnId');
    }
  }

  private async product(tournamentId: string, productId: string, manager: EntityManager = this.dataSource.manager): Promise<ProductRow> {
    const found = (await this.settings.products(tournamentId, manager)).find((product) => product.id === productId);
    if (!found) throw registrationNotFound(text.productNotFound);
    return found;
  }

  private async promo(tournamentId: string, promoId: string, manager: EntityManager = this.dataSource.manager): Promise<PromoRow> {
    const found = (await this.settings.promoCodes(tournamentId, manager)).find((promo) => promo.id === promoId);
    if (!found) throw registrationNotFound(text.promoNotFound);
    return found;
  }

  private async assertAdmin(tournamentId: string, user: AuthUser): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'event.edit', 'manage registration');
  }
}
