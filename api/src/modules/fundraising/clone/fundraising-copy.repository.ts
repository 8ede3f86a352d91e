import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

type Copy = { from: 'uuid'; to: 'uuid' };
const COPY = { from: 'uuid', to: 'uuid' } as const;
export interface CopiedId {
  old_id: string;
  new_id: string;
}

// Each copy reads the source rows once with their new ids (a volatile CTE is evaluated once), inserts them and answers old -> new.
const COPY_TIERS = new NamedStatement<Copy, CopiedId>(
  'fundraising-copy-tiers',
  COPY,
  ({ from, to }) => `WITH source AS (SELECT t.*, gen_random_uuid() AS new_id FROM sponsor_tiers t WHERE t.tournament_id = ${from}),
       copied AS (INSERT INTO sponsor_tiers (id, tournament_id, name, price_cents, slots, benefits, created_at)
         SELECT new_id, ${to}, name, price_cents, slots, benefits, created_at FROM source RETURNING id)
     SELECT id AS old_id, new_id FROM source`,
);
const COPY_ADD_ONS = new NamedStatement<Copy, CopiedId>(
  'fundraising-copy-add-ons',
  COPY,
  ({ from, to }) => `WITH source AS (SELECT p.*, gen_random_uuid() AS new_id FROM add_on_products p WHERE p.tournament_id = ${from}),
       copied AS (INSERT INTO add_on_products (id, tournament_id, kind, name, price_cents, limit_per, max_quantity, stock, mulligans, created_at)
         SELECT new_id, ${to}, kind, name, price_cents, limit_per, max_quantity, stock, mulligans, created_at FROM source RETURNING id)
     SELECT id AS old_id, new_id FROM source`,
);
const COPY_MULLIGAN_RULES = new NamedStatement<Copy, never>(
  'fundraising-copy-mulligan-rules',
  COPY,
  ({ from, to }) => `INSERT INTO mulligan_rules (tournament_id, blocked_holes) SELECT ${to}, blocked_holes FROM mulligan_rules WHERE tournament_id = ${from}`,
);

export interface GiverRow {
  tournament_id: string;
  email: string;
  name: string | null;
  given_cents: string;
  sponsored: string | null;
}

/** Received money with a contact e-mail, per tournament and e-mail (lower case), with the sponsor it paid for. */
const GIVERS = new NamedStatement<{ tournamentIds: 'uuid[]' }, GiverRow>(
  'fundraising-givers',
  { tournamentIds: 'uuid[]' },
  ({ tournamentIds }) => `SELECT e.tournament_id, lower(e.contact_email) AS email, max(e.donor_name) AS name, sum(e.amount_cents)::text AS given_cents,
         max(s.name) AS sponsored
       FROM ledger_entries e LEFT JOIN sponsors s ON s.ledger_entry_id = e.id
       WHERE e.tournament_id = ANY(${tournamentIds}) AND e.state = 'received' AND e.contact_email IS NOT NULL
       GROUP BY e.tournament_id, lower(e.contact_email)`,
);

/** The fundraising tables' part of cloning an event (settings only, never money) and of the people across events. */
@Injectable()
export class FundraisingCopyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  copyTiers(from: string, to: string, manager: EntityManager): Promise<CopiedId[]> {
    return COPY_TIERS.rows(manager, { from, to });
  }

  copyAddOns(from: string, to: string, manager: EntityManager): Promise<CopiedId[]> {
    return COPY_ADD_ONS.rows(manager, { from, to });
  }

  async copyMulliganRules(from: string, to: string, manager: EntityManager): Promise<void> {
    await COPY_MULLIGAN_RULES.run(manager, { from, to });
  }

  givers(tournamentIds: readonly string[]): Promise<GiverRow[]> {
    return GIVERS.rows(this.dataSource.manager, { tournamentIds });
  }
}
