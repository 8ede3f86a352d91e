import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentMethod } from '@fairway/contracts/ledger';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';
import type { LogoType } from './logo-type';

export interface TierRow {
  id: string;
  name: string;
  price_cents: number;
  slots: number | null;
  benefits: string | null;
  taken: number;
}

export interface SponsorRow {
  id: string;
  tournament_id: string;
  tier_id: string | null;
  tier_name: string | null;
  tier_price_cents: number | null;
  name: string;
  website: string | null;
  logo_url: string | null;
  logo_type: LogoType | null;
  amount_cents: number;
  method: PaymentMethod;
  ledger_entry_id: string | null;
  holes: number[];
}

export type SponsorFields = Pick<SponsorRow, 'tier_id' | 'name' | 'website' | 'logo_url' | 'amount_cents' | 'method' | 'ledger_entry_id'>;

const SPONSORS = `
  SELECT s.*, t.name AS tier_name, t.price_cents AS tier_price_cents,
    COALESCE((SELECT array_agg(h.hole ORDER BY h.hole) FROM hole_sponsors h WHERE h.sponsor_id = s.id), '{}') AS holes
  FROM sponsors s LEFT JOIN sponsor_tiers t ON t.id = s.tier_id`;

type TournamentParam = { tournamentId: 'uuid' };
type HoleParams = { tournamentId: 'uuid'; hole: 'smallint' };

const TIERS = new NamedStatement<TournamentParam, TierRow>(
  'sponsor-tiers',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT t.*, (SELECT count(*)::int FROM sponsors s WHERE s.tier_id = t.id) AS taken
       FROM sponsor_tiers t WHERE t.tournament_id = ${tournamentId} ORDER BY t.price_cents DESC, t.created_at, t.id`,
);
const INSERT_TIER = new NamedStatement<{ tournamentId: 'uuid'; name: 'text'; priceCents: 'bigint'; slots: 'integer'; benefits: 'text' }, { id: string }>(
  'sponsor-tier-insert',
  { tournamentId: 'uuid', name: 'text', priceCents: 'bigint', slots: 'integer', benefits: 'text' },
  (refs) =>
    `INSERT INTO sponsor_tiers (tournament_id, name, price_cents, slots, benefits) VALUES (${refs.tournamentId}, ${refs.name}, ${refs.priceCents}, ${refs.slots}, ${refs.benefits}) RETURNING id`,
);
const DELETE_TIER = new NamedStatement<{ tournamentId: 'uuid'; tierId: 'uuid' }, never>(
  'sponsor-tier-delete',
  { tournamentId: 'uuid', tierId: 'uuid' },
  ({ tournamentId, tierId }) => `DELETE FROM sponsor_tiers WHERE tournament_id = ${tournamentId} AND id = ${tierId}`,
);

const SPONSORS_OF_TOURNAMENT = new NamedStatement<TournamentParam, SponsorRow>(
  'sponsors',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `${SPONSORS} WHERE s.tournament_id = ${tournamentId} ORDER BY COALESCE(t.price_cents, 0) DESC, s.created_at, s.id`,
);
const SPONSOR = new NamedStatement<{ tournamentId: 'uuid'; sponsorId: 'uuid' }, SponsorRow>(
  'sponsor',
  { tournamentId: 'uuid', sponsorId: 'uuid' },
  ({ tournamentId, sponsorId }) => `${SPONSORS} WHERE s.tournament_id = ${tournamentId} AND s.id = ${sponsorId}`,
);
const SPONSOR_FIELDS = {
  tierId: 'uuid',
  name: 'text',
  website: 'text',
  logoUrl: 'text',
  amountCents: 'bigint',
  method: 'text',
  ledgerEntryId: 'uuid',
} as const;
const INSERT_SPONSOR = new NamedStatement<TournamentParam & typeof SPONSOR_FIELDS, { id: string }>(
  'sponsor-insert',
  { tournamentId: 'uuid', ...SPONSOR_FIELDS },
  (refs) => `INSERT INTO sponsors (tournament_id, tier_id, name, website, logo_url, amount_cents, method, ledger_entry_id)
       VALUES (${refs.tournamentId}, ${refs.tierId}, ${refs.name}, ${refs.website}, ${refs.logoUrl}, ${refs.amountCents}, ${refs.method}, ${refs.ledgerEntryId}) RETURNING id`,
);
const UPDATE_SPONSOR = new NamedStatement<{ sponsorId: 'uuid' } & typeof SPONSOR_FIELDS, never>(
  'sponsor-update',
  { sponsorId: 'uuid', ...SPONSOR_FIELDS },
  (refs) =>
    `UPDATE sponsors SET tier_id = ${refs.tierId}, name = ${refs.name}, website = ${refs.website}, logo_url = ${refs.logoUrl}, amount_cents = ${refs.amountCents}, method = ${refs.method}, ledger_entry_id = ${refs.ledgerEntryId} WHERE id = ${refs.sponsorId}`,
);
const SET_LOGO_TYPE = new NamedStatement<{ sponsorId: 'uuid'; type: 'text' }, never>(
  'sponsor-logo-type',
  { sponsorId: 'uuid', type: 'text' },
  ({ sponsorId, type }) => `UPDATE sponsors SET logo_type = ${type} WHERE id = ${sponsorId}`,
);
const DELETE_SPONSOR = new NamedStatement<{ sponsorId: 'uuid' }, never>(
  'sponsor-delete',
  { sponsorId: 'uuid' },
  ({ sponsorId }) => `DELETE FROM sponsors WHERE id = ${sponsorId}`,
);

const HOLES = new NamedStatement<TournamentParam, { hole: number; sponsor_id: string }>(
  'hole-sponsors',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT hole, sponsor_id FROM hole_sponsors WHERE tournament_id = ${tournamentId} ORDER BY hole`,
);
const HOLE_SPONSOR = new NamedStatement<HoleParams, { sponsor_id: string }>(
  'hole-sponsor',
  { tournamentId: 'uuid', hole: 'smallint' },
  ({ tournamentId, hole }) => `SELECT sponsor_id FROM hole_sponsors WHERE tournament_id = ${tournamentId} AND hole = ${hole}`,
);
const SET_HOLE = new NamedStatement<HoleParams & { sponsorId: 'uuid' }, never>(
  'hole-sponsor-set',
  { tournamentId: 'uuid', hole: 'smallint', sponsorId: 'uuid' },
  ({ tournamentId, hole, sponsorId }) =>
    `INSERT INTO hole_sponsors (tournament_id, hole, sponsor_id) VALUES (${tournamentId}, ${hole}, ${sponsorId}) ON CONFLICT DO NOTHING`,
);
const CLEAR_HOLE = new NamedStatement<HoleParams, never>(
  'hole-sponsor-clear',
  { tournamentId: 'uuid', hole: 'smallint' },
  ({ tournamentId, hole }) => `DELETE FROM hole_sponsors WHERE tournament_id = ${tournamentId} AND hole = ${hole}`,
);

const sponsorValues = (fields: SponsorFields) => ({
  tierId: fields.tier_id,
  name: fields.name,
  website: fields.website,
  logoUrl: fields.logo_url,
  amountCents: fields.amount_cents,
  method: fields.method,
  ledgerEntryId: fields.ledger_entry_id,
});

/** The sponsor_tiers, sponsors and hole_sponsors tables. */
@Injectable()
export class SponsorRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  tiers(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<TierRow[]> {
    return TIERS.rows(manager, { tournamentId });
  }

  async insertTier(tournamentId: string, tier: Omit<TierRow, 'id' | 'taken'>, manager: EntityManager): Promise<string> {
    const [row] = await INSERT_TIER.rows(manager, { tournamentId, name: tier.name, priceCents: tier.price_cents, slots: tier.slots, benefits: tier.benefits });
    return row!.id;
  }

  async deleteTier(tournamentId: string, tierId: string, manager: EntityManager): Promise<boolean> {
    return (await DELETE_TIER.run(manager, { tournamentId, tierId })).affected > 0;
  }

  list(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<SponsorRow[]> {
    return SPONSORS_OF_TOURNAMENT.rows(manager, { tournamentId });
  }

  async find(tournamentId: string, sponsorId: string, manager: EntityManager = this.dataSource.manager): Promise<SponsorRow | null> {
    const [row] = await SPONSOR.rows(manager, { tournamentId, sponsorId });
    return row ?? null;
  }

  async insert(tournamentId: string, fields: SponsorFields, manager: EntityManager): Promise<string> {
    const [row] = await INSERT_SPONSOR.rows(manager, { tournamentId, ...sponsorValues(fields) });
    return row!.id;
  }

  async update(sponsorId: string, fields: SponsorFields, manager: EntityManager): Promise<void> {
    await UPDATE_SPONSOR.run(manager, { sponsorId, ...sponsorValues(fields) });
  }

  async setLogoType(sponsorId: string, type: LogoType | null, manager: EntityManager): Promise<void> {
    await SET_LOGO_TYPE.run(manager, { sponsorId, type });
  }

  async delete(sponsorId: string, manager: EntityManager): Promise<void> {
    await DELETE_SPONSOR.run(manager, { sponsorId });
  }

  holes(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<Array<{ hole: number; sponsor_id: string }>> {
    return HOLES.rows(manager, { tournamentId });
  }

  async holeSponsor(tournamentId: string, hole: number, manager: EntityManager): Promise<string | null> {
    const [row] = await HOLE_SPONSOR.rows(manager, { tournamentId, hole });
    return row?.sponsor_id ?? null;
  }

  async setHole(tournamentId: string, hole: number, sponsorId: string, manager: EntityManager): Promise<void> {
    await SET_HOLE.run(manager, { tournamentId, hole, sponsorId });
  }

  async clearHole(tournamentId: string, hole: number, manager: EntityManager): Promise<void> {
    await CLEAR_HOLE.run(manager, { tournamentId, hole });
  }
}
