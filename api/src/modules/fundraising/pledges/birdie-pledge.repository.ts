import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

export interface PledgeRow {
  id: string;
  donor_name: string | null;
  anonymous: boolean;
  contact_email: string | null;
  team_id: string | null;
  cents_per_birdie: number;
  cap_cents: number | null;
  /** The pledge-payment entry, while it is not void. */
  ledger_entry_id: string | null;
  collected_cents: number | null;
  created_at: Date;
}

export type NewPledge = Pick<PledgeRow, 'donor_name' | 'anonymous' | 'contact_email' | 'team_id' | 'cents_per_birdie' | 'cap_cents'> & {
  id: string | null;
  recorded_by: string | null;
};

// A voided payment leaves the pledge open again, to be collected anew.
const PLEDGES = `
  SELECT p.id, p.donor_name, p.anonymous, p.contact_email, p.team_id, p.cents_per_birdie, p.cap_cents, p.created_at,
    e.id AS ledger_entry_id, e.amount_cents AS collected_cents
  FROM birdie_pledges p LEFT JOIN ledger_entries e ON e.id = p.ledger_entry_id AND e.state <> 'void'`;

const PLEDGES_OF_TOURNAMENT = new NamedStatement<{ tournamentId: 'uuid' }, PledgeRow>(
  'birdie-pledges',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `${PLEDGES} WHERE p.tournament_id = ${tournamentId} ORDER BY p.created_at, p.id`,
);
const PLEDGE = new NamedStatement<{ tournamentId: 'uuid'; id: 'uuid' }, PledgeRow>(
  'birdie-pledge',
  { tournamentId: 'uuid', id: 'uuid' },
  ({ tournamentId, id }) => `${PLEDGES} WHERE p.tournament_id = ${tournamentId} AND p.id = ${id}`,
);
const NEW_PLEDGE_PARAMS = {
  id: 'uuid',
  tournamentId: 'uuid',
  donorName: 'text',
  anonymous: 'boolean',
  contactEmail: 'text',
  teamId: 'uuid',
  centsPerBirdie: 'bigint',
  capCents: 'bigint',
  recordedBy: 'text',
} as const;
const INSERT_PLEDGE = new NamedStatement<typeof NEW_PLEDGE_PARAMS, { id: string }>(
  'birdie-pledge-insert',
  NEW_PLEDGE_PARAMS,
  (refs) => `WITH inserted AS (
         INSERT INTO birdie_pledges (id, tournament_id, donor_name, anonymous, contact_email, team_id, cents_per_birdie, cap_cents, recorded_by)
         VALUES (COALESCE(${refs.id}, gen_random_uuid()), ${refs.tournamentId}, ${refs.donorName}, ${refs.anonymous}, ${refs.contactEmail}, ${refs.teamId},
           ${refs.centsPerBirdie}, ${refs.capCents}, ${refs.recordedBy}) ON CONFLICT (id) DO NOTHING RETURNING id)
       SELECT id FROM inserted UNION ALL SELECT id FROM birdie_pledges WHERE id = ${refs.id} AND tournament_id = ${refs.tournamentId}`,
);
const SET_PAYMENT = new NamedStatement<{ id: 'uuid'; ledgerEntryId: 'uuid' }, never>(
  'birdie-pledge-payment',
  { id: 'uuid', ledgerEntryId: 'uuid' },
  ({ id, ledgerEntryId }) => `UPDATE birdie_pledges SET ledger_entry_id = ${ledgerEntryId} WHERE id = ${id}`,
);

/** The birdie_pledges table. */
@Injectable()
export class BirdiePledgeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<PledgeRow[]> {
    return PLEDGES_OF_TOURNAMENT.rows(manager, { tournamentId });
  }

  async find(tournamentId: string, id: string, manager: EntityManager): Promise<PledgeRow | null> {
    const [row] = await PLEDGE.rows(manager, { tournamentId, id });
    return row ?? null;
  }

  /** A client-generated id makes a retried pledge one pledge: the second insert does nothing. */
  async insert(tournamentId: string, pledge: NewPledge, manager: EntityManager): Promise<string> {
    const [row] = await INSERT_PLEDGE.rows(manager, {
      id: pledge.id,
      tournamentId,
      donorName: pledge.donor_name,
      anonymous: pledge.anonymous,
      contactEmail: pledge.contact_email,
      teamId: pledge.team_id,
      centsPerBirdie: pledge.cents_per_birdie,
      capCents: pledge.cap_cents,
      recordedBy: pledge.recorded_by,
    });
    return row!.id;
  }

  async setPayment(id: string, ledgerEntryId: string, manager: EntityManager): Promise<void> {
    await SET_PAYMENT.run(manager, { id, ledgerEntryId });
  }
}
