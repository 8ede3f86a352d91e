import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Question, registrationLimits } from '@fairway/contracts/registration';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { ProductRow } from './order';

export interface SettingsRow {
  tournament_id: string;
  open: boolean;
  opens_at: Date | null;
  closes_at: Date | null;
  capacity_teams: number;
  waitlist_offer_hours: number;
  payer_covers_fee: boolean;
  team_questions: Question[];
  player_questions: Question[];
  /** The waiver players accept now; null: none. */
  waiver_version: number | null;
  /** The end of the tournament's day in its time zone (read with the row; absent on a default row). */
  day_ends_at?: Date | null;
}

export type SettingsFields = Omit<SettingsRow, 'tournament_id'>;

export interface WaiverRow {
  version: number;
  text: string;
  published_at: Date;
}

export interface PromoRow {
  id: string;
  tournament_id: string;
  code: string;
  kind: 'amount' | 'percent';
  value: number;
  max_uses: number | null;
  expires_at: Date | null;
  active: boolean;
  /** Registrations using it that are not cancelled, expired or refunded. */
  uses: number;
}

export type ProductFields = Omit<ProductRow, 'id' | 'tournament_id'>;
export type PromoFields = Pick<PromoRow, 'code' | 'kind' | 'value' | 'max_uses' | 'expires_at' | 'active'>;

type Tournament = { tournamentId: 'uuid' };

/** The end of the tournament's day where it is played: no offer outlives the event. */
const DAY_ENDS_AT = `(SELECT ((t.date + 1)::timestamp AT TIME ZONE t.time_zone) FROM tournaments t WHERE t.id = s.tournament_id) AS day_ends_at`;

const SETTINGS = new NamedStatement<Tournament, SettingsRow>(
  'registration-settings',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT s.*, ${DAY_ENDS_AT} FROM registration_settings s WHERE s.tournament_id = ${tournamentId}`,
);
/** The row every checkout, offer and payment of a tournament's registration takes in turn. */
const LOCK_SETTINGS = SETTINGS.locking('FOR UPDATE');

const SETTINGS_FIELDS = {
  open: 'boolean',
  opensAt: 'timestamptz',
  closesAt: 'timestamptz',
  capacityTeams: 'integer',
  offerHours: 'integer',
  payerCoversFee: 'boolean',
  teamQuestions: 'jsonb',
  playerQuestions: 'jsonb',
  waiverVersion: 'integer',
} as const;
const SAVE_SETTINGS = new NamedStatement<Tournament & typeof SETTINGS_FIELDS, SettingsRow>(
  'registration-settings-save',
  { tournamentId: 'uuid', ...SETTINGS_FIELDS },
  (refs) => `INSERT INTO registration_settings AS s
         (tournament_id, open, opens_at, closes_at, capacity_teams, waitlist_offer_hours, payer_covers_fee, team_questions, player_questions, waiver_version)
       VALUES (${refs.tournamentId}, ${refs.open}, ${refs.opensAt}, ${refs.closesAt}, ${refs.capacityTeams}, ${refs.offerHours}, ${refs.payerCoversFee},
         ${refs.teamQuestions}, ${refs.playerQuestions}, ${refs.waiverVersion})
       ON CONFLICT (tournament_id) DO UPDATE SET open = EXCLUDED.open, opens_at = EXCLUDED.opens_at, closes_at = EXCLUDED.closes_at,
         capacity_teams = EXCLUDED.capacity_teams, waitlist_offer_hours = EXCLUDED.waitlist_offer_hours, payer_covers_fee = EXCLUDED.payer_covers_fee,
         team_questions = EXCLUDED.team_questions, player_questions = EXCLUDED.player_questions,
         waiver_version = EXCLUDED.waiver_version, updated_at = now()
       RETURNING s.*, ${DAY_ENDS_AT}`,
);
/** A tournament's registration row before its first settings, so the lock has something to hold. */
const ENSURE_SETTINGS = new NamedStatement<Tournament, never>(
  'registration-settings-ensure',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `INSERT INTO registration_settings (tournament_id, capacity_teams) VALUES (${tournamentId}, 36) ON CONFLICT DO NOTHING`,
);

/** The waiver the settings name as current (none when they name none), and how many versions were ever published. */
const CURRENT_WAIVER = new NamedStatement<Tournament, { version: number | null; text: string | null; published_at: Date | null; versions: number }>(
  'registration-waiver',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT w.version, w.text, w.published_at,
         (SELECT count(*)::int FROM registration_waivers v WHERE v.tournament_id = ${tournamentId}) AS versions
       FROM registration_settings s
       LEFT JOIN registration_waivers w ON w.tournament_id = s.tournament_id AND w.version = s.waiver_version
       WHERE s.tournament_id = ${tournamentId}`,
);
const INSERT_WAIVER = new NamedStatement<Tournament & { text: 'text'; by: 'text' }, WaiverRow>(
  'registration-waiver-insert',
  { tournamentId: 'uuid', text: 'text', by: 'text' },
  ({ tournamentId, text, by }) => `INSERT INTO registration_waivers (tournament_id, version, text, published_by)
       VALUES (${tournamentId}, COALESCE((SELECT max(version) FROM registration_waivers WHERE tournament_id = ${tournamentId}), 0) + 1, ${text}, ${by})
       RETURNING version, text, published_at`,
);

const PRODUCTS = new NamedStatement<Tournament, ProductRow>(
  'registration-products',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT * FROM registration_products WHERE tournament_id = ${tournamentId} ORDER BY created_at, id`,
);
const PRODUCT_FIELDS = {
  kind: 'text',
  name: 'text',
  description: 'text',
  priceCents: 'integer',
  fairMarketValueCents: 'integer',
  maxPerOrder: 'integer',
  active: 'boolean',
  sponsorTierId: 'uuid',
  includesHole: 'boolean',
  addOnId: 'uuid',
} as const;
const INSERT_PRODUCT = new NamedStatement<Tournament & typeof PRODUCT_FIELDS, ProductRow>(
  'registration-product-insert',
  { tournamentId: 'uuid', ...PRODUCT_FIELDS },
  (refs) => `INSERT INTO registration_products
         (tournament_id, kind, name, description, price_cents, fair_market_value_cents, max_per_order, active, sponsor_tier_id, includes_hole, add_on_id)
       VALUES (${refs.tournamentId}, ${refs.kind}, ${refs.name}, ${refs.description}, ${refs.priceCents}, ${refs.fairMarketValueCents}, ${refs.maxPerOrder},
         ${refs.active}, ${refs.sponsorTierId}, ${refs.includesHole}, ${refs.addOnId})
       RETURNING *`,
);
const UPDATE_PRODUCT = new NamedStatement<{ productId: 'uuid' } & typeof PRODUCT_FIELDS, ProductRow>(
  'registration-product-update',
  { productId: 'uuid', ...PRODUCT_FIELDS },
  (refs) => `UPDATE registration_products SET kind = ${refs.kind}, name = ${refs.name}, description = ${refs.description}, price_cents = ${refs.priceCents},
         fair_market_value_cents = ${refs.fairMarketValueCents}, max_per_order = ${refs.maxPerOrder}, active = ${refs.active},
         sponsor_tier_id = ${refs.sponsorTierId}, includes_hole = ${refs.includesHole}, add_on_id = ${refs.addOnId}
       WHERE id = ${refs.productId} RETURNING *`,
);
const DELETE_PRODUCT = new NamedStatement<Tournament & { productId: 'uuid' }, never>(
  'registration-product-delete',
  { tournamentId: 'uuid', productId: 'uuid' },
  ({ tournamentId, productId }) => `DELETE FROM registration_products WHERE tournament_id = ${tournamentId} AND id = ${productId}`,
);

/** A registration keeps using a promo code until it is cancelled, expired or refunded. */
const PROMO_USES = `(SELECT count(*)::int FROM registrations r WHERE r.promo_code_id = p.id AND r.state NOT IN ('cancelled', 'expired', 'refunded'))`;
const PROMOS = new NamedStatement<Tournament, PromoRow>(
  'registration-promo-codes',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT p.*, ${PROMO_USES} AS uses FROM registration_promo_codes p WHERE p.tournament_id = ${tournamentId} ORDER BY p.created_at, p.id`,
);
const PROMO_BY_CODE = new NamedStatement<Tournament & { code: 'text' }, PromoRow>(
  'registration-promo-code',
  { tournamentId: 'uuid', code: 'text' },
  ({ tournamentId, code }) => `SELECT p.*, ${PROMO_USES} AS uses FROM registration_promo_codes p WHERE p.tournament_id = ${tournamentId} AND p.code = ${code}`,
);
const PROMO_FIELDS = { code: 'text', kind: 'text', value: 'integer', maxUses: 'integer', expiresAt: 'timestamptz', active: 'boolean' } as const;
const INSERT_PROMO = new NamedStatement<Tournament & typeof PROMO_FIELDS, { id: string }>(
  'registration-promo-code-insert',
  { tournamentId: 'uuid', ...PROMO_FIELDS },
  (refs) => `INSERT INTO registration_promo_codes (tournament_id, code, kind, value, max_uses, expires_at, active)
       VALUES (${refs.tournamentId}, ${refs.code}, ${refs.kind}, ${refs.value}, ${refs.maxUses}, ${refs.expiresAt}, ${refs.active})
       ON CONFLICT (tournament_id, code) DO NOTHING RETURNING id`,
);
const UPDATE_PROMO = new NamedStatement<{ promoId: 'uuid' } & typeof PROMO_FIELDS, never>(
  'registration-promo-code-update',
  { promoId: 'uuid', ...PROMO_FIELDS },
  (refs) => `UPDATE registration_promo_codes SET code = ${refs.code}, kind = ${refs.kind}, value = ${refs.value}, max_uses = ${refs.maxUses},
         expires_at = ${refs.expiresAt}, active = ${refs.active} WHERE id = ${refs.promoId}`,
);
const PROMO_REFERENCED = new NamedStatement<{ promoId: 'uuid' }, { referenced: boolean }>(
  'registration-promo-code-referenced',
  { promoId: 'uuid' },
  ({ promoId }) => `SELECT EXISTS (SELECT 1 FROM registrations WHERE promo_code_id = ${promoId}) AS referenced`,
);
const DELETE_PROMO = new NamedStatement<Tournament & { promoId: 'uuid' }, never>(
  'registration-promo-code-delete',
  { tournamentId: 'uuid', promoId: 'uuid' },
  ({ tournamentId, promoId }) => `DELETE FROM registration_promo_codes WHERE tournament_id = ${tournamentId} AND id = ${promoId}`,
);

const productValues = (product: ProductFields) => ({
  kind: product.kind,
  name: product.name,
  description: product.description,
  priceCents: product.price_cents,
  fairMarketValueCents: product.fair_market_value_cents,
  maxPerOrder: product.max_per_order,
  active: product.active,
  sponsorTierId: product.sponsor_tier_id,
  includesHole: product.includes_hole,
  addOnId: product.add_on_id,
});

const promoValues = (promo: PromoFields) => ({
  code: promo.code,
  kind: promo.kind,
  value: promo.value,
  maxUses: promo.max_uses,
  expiresAt: promo.expires_at,
  active: promo.active,
});

/** The registration_settings, registration_waivers, registration_products and registration_promo_codes tables. */
@Injectable()
export class RegistrationSettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async settings(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<SettingsRow | null> {
    return (await SETTINGS.first(manager, { tournamentId })) ?? null;
  }

  /** A tournament that never opened registration reads as closed, with a field of 36 teams. */
  async settingsOrDefault(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<SettingsRow> {
    return (
      (await this.settings(tournamentId, manager)) ?? {
        tournament_id: tournamentId,
        open: false,
        opens_at: null,
        closes_at: null,
        capacity_teams: 36,
        waitlist_offer_hours: registrationLimits.defaultOfferHours,
        payer_covers_fee: false,
        team_questions: [],
        player_questions: [],
        waiver_version: null,
      }
    );
  }

  /** Locks the tournament's registration row until the transaction ends (made first if the tournament has none yet). */
  async lock(tournamentId: string, manager: EntityManager): Promise<SettingsRow> {
    const locked = await LOCK_SETTINGS.first(manager, { tournamentId });
    if (locked) return locked;
    await ENSURE_SETTINGS.run(manager, { tournamentId });
    return (await LOCK_SETTINGS.first(manager, { tournamentId }))!;
  }

  async save(tournamentId: string, fields: SettingsFields, manager: EntityManager): Promise<SettingsRow> {
    const [row] = await SAVE_SETTINGS.rows(manager, {
      tournamentId,
      open: fields.open,
      opensAt: fields.opens_at,
      closesAt: fields.closes_at,
      capacityTeams: fields.capacity_teams,
      offerHours: fields.waitlist_offer_hours,
      payerCoversFee: fields.payer_covers_fee,
      teamQuestions: fields.team_questions,
      playerQuestions: fields.player_questions,
      waiverVersion: fields.waiver_version,
    });
    return row!;
  }

  async waiver(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<{ current: WaiverRow | null; versions: number }> {
    const row = await CURRENT_WAIVER.first(manager, { tournamentId });
    const current =
      row?.version != null && row.text !== null && row.published_at !== null ? { version: row.version, text: row.text, published_at: row.published_at } : null;
    return { current, versions: row?.versions ?? 0 };
  }

  async publishWaiver(tournamentId: string, text: string, by: string, manager: EntityManager): Promise<WaiverRow> {
    const [row] = await INSERT_WAIVER.rows(manager, { tournamentId, text, by });
    return row!;
  }

  products(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<ProductRow[]> {
    return PRODUCTS.rows(manager, { tournamentId });
  }

  async insertProduct(tournamentId: string, product: ProductFields, manager: EntityManager): Promise<ProductRow> {
    const [row] = await INSERT_PRODUCT.rows(manager, { tournamentId, ...productValues(product) });
    return row!;
  }

  async updateProduct(productId: string, product: ProductFields, manager: EntityManager): Promise<ProductRow> {
    const [row] = await UPDATE_PRODUCT.rows(manager, { productId, ...productValues(product) });
    return row!;
  }

  async deleteProduct(tournamentId: string, productId: string, manager: EntityManager): Promise<void> {
    await DELETE_PRODUCT.run(manager, { tournamentId, productId });
  }

  promoCodes(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<PromoRow[]> {
    return PROMOS.rows(manager, { tournamentId });
  }

  async promoCode(tournamentId: string, code: string, manager: EntityManager): Promise<PromoRow | null> {
    return (await PROMO_BY_CODE.first(manager, { tournamentId, code })) ?? null;
  }

  /** The new code's id, or null when the tournament already has that code. */
  async insertPromoCode(tournamentId: string, promo: PromoFields, manager: EntityManager): Promise<string | null> {
    const [row] = await INSERT_PROMO.rows(manager, { tournamentId, ...promoValues(promo) });
    return row?.id ?? null;
  }

  async updatePromoCode(promoId: string, promo: PromoFields, manager: EntityManager): Promise<void> {
    await UPDATE_PROMO.run(manager, { promoId, ...promoValues(promo) });
  }

  /** Whether any registration, whatever its state, used the code (its row keeps the reference). */
  async promoCodeUsed(promoId: string, manager: EntityManager): Promise<boolean> {
    return (await PROMO_REFERENCED.first(manager, { promoId }))?.referenced ?? false;
  }

  async deletePromoCode(tournamentId: string, promoId: string, manager: EntityManager): Promise<void> {
    await DELETE_PROMO.run(manager, { tournamentId, promoId });
  }
}
