import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentMethod } from '@fairway/contracts/ledger';
import { DataSource, type EntityManager } from 'typeorm';
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

/** The sponsor_tiers, sponsors and hole_sponsors tables. */
@Injectable()
export class SponsorRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  tiers(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<TierRow[]> {
    return manager.query(
      `SELECT t.*, (SELECT count(*)::int FROM sponsors s WHERE s.tier_id = t.id) AS taken
       FROM sponsor_tiers t WHERE t.tournament_id = $1 ORDER BY t.price_cents DESC, t.created_at, t.id`,
      [tournamentId],
    );
  }

  async insertTier(tournamentId: string, tier: Omit<TierRow, 'id' | 'taken'>, manager: EntityManager): Promise<string> {
    const [row]: Array<{ id: string }> = await manager.query(
      'INSERT INTO sponsor_tiers (tournament_id, name, price_cents, slots, benefits) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [tournamentId, tier.name, tier.price_cents, tier.slots, tier.benefits],
    );
    return row!.id;
  }

  async deleteTier(tournamentId: string, tierId: string, manager: EntityManager): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query('DELETE FROM sponsor_tiers WHERE tournament_id = $1 AND id = $2', [tournamentId, tierId]);
    return count > 0;
  }

  list(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<SponsorRow[]> {
    return manager.query(`${SPONSORS} WHERE s.tournament_id = $1 ORDER BY COALESCE(t.price_cents, 0) DESC, s.created_at, s.id`, [tournamentId]);
  }

  async find(tournamentId: string, sponsorId: string, manager: EntityManager = this.dataSource.manager): Promise<SponsorRow | null> {
    const [row]: SponsorRow[] = await manager.query(`${SPONSORS} WHERE s.tournament_id = $1 AND s.id = $2`, [tournamentId, sponsorId]);
    return row ?? null;
  }

  async insert(tournamentId: string, fields: SponsorFields, manager: EntityManager): Promise<string> {
    const [row]: Array<{ id: string }> = await manager.query(
      `INSERT INTO sponsors (tournament_id, tier_id, name, website, logo_url, amount_cents, method, ledger_entry_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [tournamentId, fields.tier_id, fields.name, fields.website, fields.logo_url, fields.amount_cents, fields.method, fields.ledger_entry_id],
    );
    return row!.id;
  }

  async update(sponsorId: string, fields: SponsorFields, manager: EntityManager): Promise<void> {
    await manager.query(
      'UPDATE sponsors SET tier_id = $2, name = $3, website = $4, logo_url = $5, amount_cents = $6, method = $7, ledger_entry_id = $8 WHERE id = $1',
      [sponsorId, fields.tier_id, fields.name, fields.website, fields.logo_url, fields.amount_cents, fields.method, fields.ledger_entry_id],
    );
  }

  async setLogoType(sponsorId: string, type: LogoType | null, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE sponsors SET logo_type = $2 WHERE id = $1', [sponsorId, type]);
  }

  async delete(sponsorId: string, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM sponsors WHERE id = $1', [sponsorId]);
  }

  holes(tournamentId: string): Promise<Array<{ hole: number; sponsor_id: string }>> {
    return this.dataSource.manager.query('SELECT hole, sponsor_id FROM hole_sponsors WHERE tournament_id = $1 ORDER BY hole', [tournamentId]);
  }

  async holeSponsor(tournamentId: string, hole: number, manager: EntityManager): Promise<string | null> {
    const [row]: Array<{ sponsor_id: string }> = await manager.query('SELECT sponsor_id FROM hole_sponsors WHERE tournament_id = $1 AND hole = $2', [
      tournamentId,
      hole,
    ]);
    return row?.sponsor_id ?? null;
  }

  async setHole(tournamentId: string, hole: number, sponsorId: string, manager: EntityManager): Promise<void> {
    await manager.query('INSERT INTO hole_sponsors (tournament_id, hole, sponsor_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      tournamentId,
      hole,
      sponsorId,
    ]);
  }

  async clearHole(tournamentId: string, hole: number, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM hole_sponsors WHERE tournament_id = $1 AND hole = $2', [tournamentId, hole]);
  }
}
