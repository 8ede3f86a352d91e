import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BidderSource } from '@fairway/contracts/auction-desk';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

export interface BidderNumberRow {
  number: number;
  user_id: string | null;
  guest_name: string | null;
  email: string | null;
  source: BidderSource;
}

const COLUMNS = 'number, user_id, guest_name, email, source';

const OF_USER = new NamedStatement<{ tournamentId: 'uuid'; userId: 'text' }, BidderNumberRow>(
  'auction-bidders-of-user',
  { tournamentId: 'uuid', userId: 'text' },
  (p) => `SELECT ${COLUMNS} FROM bidder_numbers WHERE tournament_id = ${p.tournamentId} AND user_id = ${p.userId}`,
);

const WITH_EMAIL = new NamedStatement<{ tournamentId: 'uuid'; email: 'text' }, BidderNumberRow>(
  'auction-bidders-with-email',
  { tournamentId: 'uuid', email: 'text' },
  (p) => `SELECT ${COLUMNS} FROM bidder_numbers WHERE tournament_id = ${p.tournamentId} AND lower(email) = lower(${p.email}) ORDER BY number`,
);

// Every new number of a tournament is taken under its auction settings row's lock (created with the defaults when missing).
const ENSURE_SETTINGS = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'auction-bidders-settings-ensure',
  { tournamentId: 'uuid' },
  (p) => `INSERT INTO auction_settings (tournament_id) VALUES (${p.tournamentId}) ON CONFLICT (tournament_id) DO NOTHING`,
);
const LOCK_SETTINGS = new NamedStatement<{ tournamentId: 'uuid' }, { tournament_id: string }>(
  'auction-bidders-settings-lock',
  { tournamentId: 'uuid' },
  (p) => `SELECT tournament_id FROM auction_settings WHERE tournament_id = ${p.tournamentId} FOR UPDATE`,
);

const newNumberParams = { tournamentId: 'uuid', userId: 'text', guestName: 'text', email: 'text', by: 'text', source: 'text' } as const;
// Numbers start at 101 so a bidder is never "Bidder 1".
const INSERT = new NamedStatement<typeof newNumberParams, BidderNumberRow>(
  'auction-bidders-insert',
  newNumberParams,
  (p) => `
  INSERT INTO bidder_numbers (tournament_id, number, user_id, guest_name, email, assigned_by, source)
  SELECT ${p.tournamentId}, COALESCE(MAX(number), 100) + 1, ${p.userId}, ${p.guestName}, ${p.email}, ${p.by}, ${p.source}
    FROM bidder_numbers WHERE tournament_id = ${p.tournamentId}
  RETURNING ${COLUMNS}`,
);

// A guest's number becomes the account's when it first signs in with the guest's (verified) e-mail.
const LINK = new NamedStatement<{ tournamentId: 'uuid'; number: 'integer'; userId: 'text' }, BidderNumberRow>(
  'auction-bidders-link',
  { tournamentId: 'uuid', number: 'integer', userId: 'text' },
  (p) => `UPDATE bidder_numbers SET user_id = ${p.userId} WHERE tournament_id = ${p.tournamentId} AND number = ${p.number} AND user_id IS NULL
  RETURNING ${COLUMNS}`,
);

const FILL_EMAIL = new NamedStatement<{ tournamentId: 'uuid'; number: 'integer'; email: 'text' }, never>(
  'auction-bidders-fill-email',
  { tournamentId: 'uuid', number: 'integer', email: 'text' },
  (p) => `UPDATE bidder_numbers SET email = ${p.email} WHERE tournament_id = ${p.tournamentId} AND number = ${p.number} AND email IS NULL`,
);

/** bidder_numbers: who bids as which number in a tournament, and where the number came from. */
@Injectable()
export class AuctionBiddersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  ofUser(tournamentId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<BidderNumberRow | undefined> {
    return OF_USER.first(manager, { tournamentId, userId });
  }

  withEmail(tournamentId: string, email: string, manager: EntityManager = this.dataSource.manager): Promise<BidderNumberRow[]> {
    return WITH_EMAIL.rows(manager, { tournamentId, email });
  }

  /** Holds the tournament's numbers until the transaction ends: the next number read under it stays the next. */
  async lockNumbers(manager: EntityManager, tournamentId: string): Promise<void> {
    await ENSURE_SETTINGS.run(manager, { tournamentId });
    await LOCK_SETTINGS.rows(manager, { tournamentId });
  }

  /** The next number (call under lockNumbers). */
  async insert(
    manager: EntityManager,
    row: { tournamentId: string; userId: string | null; guestName: string | null; email: string | null; by: string; source: BidderSource },
  ): Promise<BidderNumberRow> {
    const [inserted] = await INSERT.rows(manager, row);
    return inserted!;
  }

  link(manager: EntityManager, tournamentId: string, number: number, userId: string): Promise<BidderNumberRow | undefined> {
    return LINK.first(manager, { tournamentId, number, userId });
  }

  async fillEmail(manager: EntityManager, tournamentId: string, number: number, email: string): Promise<void> {
    await FILL_EMAIL.run(manager, { tournamentId, number, email });
  }
}
