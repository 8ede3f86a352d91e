import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

type Copy = { from: 'uuid'; to: 'uuid' };

/** The settings and questions, closed, with no dates (next year's window is the organiser's to set). */
const COPY_SETTINGS = new NamedStatement<Copy, never>(
  'registration-copy-settings',
  { from: 'uuid', to: 'uuid' },
  ({ from, to }) => `INSERT INTO registration_settings
         (tournament_id, open, opens_at, closes_at, capacity_teams, waitlist_offer_hours, payer_covers_fee, team_questions, player_questions, waiver_version)
       SELECT ${to}, false, NULL, NULL, capacity_teams, waitlist_offer_hours, payer_covers_fee, team_questions, player_questions,
         CASE WHEN waiver_version IS NULL THEN NULL ELSE 1 END
       FROM registration_settings WHERE tournament_id = ${from}`,
);
/** The current waiver, as the new event's first version. */
const COPY_WAIVER = new NamedStatement<Copy & { by: 'text' }, never>(
  'registration-copy-waiver',
  { from: 'uuid', to: 'uuid', by: 'text' },
  ({ from, to, by }) => `INSERT INTO registration_waivers (tournament_id, version, text, published_by)
       SELECT ${to}, 1, w.text, ${by} FROM registration_settings s
       JOIN registration_waivers w ON w.tournament_id = s.tournament_id AND w.version = s.waiver_version
       WHERE s.tournament_id = ${from}`,
);
/** Products with new ids, pointing at the new event's sponsor tiers and add-ons (maps of old id -> new id). */
const COPY_PRODUCTS = new NamedStatement<Copy & { tiers: 'jsonb'; addOns: 'jsonb' }, { id: string }>(
  'registration-copy-products',
  { from: 'uuid', to: 'uuid', tiers: 'jsonb', addOns: 'jsonb' },
  ({ from, to, tiers, addOns }) => `INSERT INTO registration_products
         (tournament_id, kind, name, description, price_cents, fair_market_value_cents, max_per_order, active, sponsor_tier_id, includes_hole, add_on_id, created_at)
       SELECT ${to}, kind, name, description, price_cents, fair_market_value_cents, max_per_order, active,
         (${tiers} ->> sponsor_tier_id::text)::uuid, includes_hole, (${addOns} ->> add_on_id::text)::uuid, created_at
       FROM registration_products WHERE tournament_id = ${from} ORDER BY created_at, id
       RETURNING id`,
);

@Injectable()
export class RegistrationCopyRepository {
  async copySettings(from: string, to: string, by: string, manager: EntityManager): Promise<void> {
    await COPY_SETTINGS.run(manager, { from, to });
    await COPY_WAIVER.run(manager, { from, to, by });
  }

  async copyProducts(
    from: string,
    to: string,
    ids: { tiers: Record<string, string>; addOns: Record<string, string> },
    manager: EntityManager,
  ): Promise<number> {
    return (await COPY_PRODUCTS.run(manager, { from, to, ...ids })).affected;
  }
}
