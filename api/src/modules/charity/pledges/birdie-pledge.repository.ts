import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

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

/** The birdie_pledges table. */
@Injectable()
export class BirdiePledgeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<PledgeRow[]> {
    return manager.query(`${PLEDGES} WHERE p.tournament_id = $1 ORDER BY p.created_at, p.id`, [tournamentId]);
  }

  async find(tournamentId: string, id: string, manager: EntityManager): Promise<PledgeRow | null> {
    const [row]: PledgeRow[] = await manager.query(`${PLEDGES} WHERE p.tournament_id = $1 AND p.id = $2`, [tournamentId, id]);
    return row ?? null;
  }

  /** A client-generated id makes a retried pledge one pledge: the second insert does nothing. */
  async insert(tournamentId: string, pledge: NewPledge, manager: EntityManager): Promise<string> {
    const [row]: Array<{ id: string }> = await manager.query(
      `WITH inserted AS (
         INSERT INTO birdie_pledges (id, tournament_id, donor_name, anonymous, contact_email, team_id, cents_per_birdie, cap_cents, recorded_by)
         VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING id)
       SELECT id FROM inserted UNION ALL SELECT id FROM birdie_pledges WHERE id = $1::uuid AND tournament_id = $2`,
      [
        pledge.id,
        tournamentId,
        pledge.donor_name,
        pledge.anonymous,
        pledge.contact_email,
        pledge.team_id,
        pledge.cents_per_birdie,
        pledge.cap_cents,
        pledge.recorded_by,
      ],
    );
    return row!.id;
  }

  async setPayment(id: string, ledgerEntryId: string, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE birdie_pledges SET ledger_entry_id = $2 WHERE id = $1', [id, ledgerEntryId]);
  }
}
