import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

export interface FundANeedRow {
  title: string;
  description: string;
  /** Highest first. */
  levels_cents: number[];
  open: boolean;
  goal_cents: number | null;
}

export interface FundANeedGiftRow {
  id: string;
  bidder_number: number;
  amount_cents: number;
  idempotency_key: string;
}

const COLUMNS = 'title, description, levels_cents, open, goal_cents';
const GIFT_COLUMNS = 'id, bidder_number, amount_cents, idempotency_key';

const FUND = new NamedStatement<{ tournamentId: 'uuid' }, FundANeedRow>(
  'auction-fund-a-need',
  { tournamentId: 'uuid' },
  (p) => `SELECT ${COLUMNS} FROM auction_fund_a_need WHERE tournament_id = ${p.tournamentId}`,
);
// A gift holds the row shared (gifts run side by side); closing or deleting it waits for them.
const FUND_FOR_GIFT = FUND.locking('FOR SHARE');
const FUND_FOR_CHANGE = FUND.locking('FOR UPDATE');

const saveParams = {
  tournamentId: 'uuid',
  title: 'text',
  description: 'text',
  levelsCents: 'integer[]',
  open: 'boolean',
  goalCents: 'integer',
  by: 'text',
} as const;
const SAVE = new NamedStatement<typeof saveParams, FundANeedRow>(
  'auction-fund-a-need-save',
  saveParams,
  (p) => `
  INSERT INTO auction_fund_a_need (tournament_id, title, description, levels_cents, open, goal_cents, updated_by, updated_at)
  VALUES (${p.tournamentId}, ${p.title}, ${p.description}, ${p.levelsCents}, ${p.open}, ${p.goalCents}, ${p.by}, now())
  ON CONFLICT (tournament_id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, levels_cents = EXCLUDED.levels_cents,
    open = EXCLUDED.open, goal_cents = EXCLUDED.goal_cents, updated_by = EXCLUDED.updated_by, updated_at = now()
  RETURNING ${COLUMNS}`,
);

const REMOVE = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'auction-fund-a-need-delete',
  { tournamentId: 'uuid' },
  (p) => `DELETE FROM auction_fund_a_need WHERE tournament_id = ${p.tournamentId}`,
);

const TOTALS = new NamedStatement<{ tournamentId: 'uuid' }, { amount_cents: number; count: number }>(
  'auction-fund-a-need-totals',
  { tournamentId: 'uuid' },
  (p) => `SELECT amount_cents, COUNT(*)::integer AS count FROM auction_fund_a_need_gifts WHERE tournament_id = ${p.tournamentId} GROUP BY amount_cents`,
);

const GIFT_BY_KEY = new NamedStatement<{ tournamentId: 'uuid'; bidderNumber: 'integer'; key: 'text' }, FundANeedGiftRow>(
  'auction-fund-a-need-gift-by-key',
  { tournamentId: 'uuid', bidderNumber: 'integer', key: 'text' },
  (p) =>
    `SELECT ${GIFT_COLUMNS} FROM auction_fund_a_need_gifts WHERE tournament_id = ${p.tournamentId} AND bidder_number = ${p.bidderNumber} AND idempotency_key = ${p.key}`,
);

const giftParams = { tournamentId: 'uuid', bidderNumber: 'integer', amountCents: 'integer', by: 'text', key: 'text' } as const;
// A retry racing its first try inserts nothing: the first try's row is the gift.
const INSERT_GIFT = new NamedStatement<typeof giftParams, FundANeedGiftRow>(
  'auction-fund-a-need-gift-insert',
  giftParams,
  (p) => `
  INSERT INTO auction_fund_a_need_gifts (tournament_id, bidder_number, amount_cents, given_by, idempotency_key)
  VALUES (${p.tournamentId}, ${p.bidderNumber}, ${p.amountCents}, ${p.by}, ${p.key})
  ON CONFLICT (tournament_id, bidder_number, idempotency_key) DO NOTHING
  RETURNING ${GIFT_COLUMNS}`,
);

/** auction_fund_a_need (one per tournament) and its gifts (inserted here; the bill marks them paid). */
@Injectable()
export class FundANeedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  fund(tournamentId: string, manager: EntityManager = this.dataSource.manager, lock?: 'gift' | 'change'): Promise<FundANeedRow | undefined> {
    const statement = lock === 'gift' ? FUND_FOR_GIFT : lock === 'change' ? FUND_FOR_CHANGE : FUND;
    return statement.first(manager, { tournamentId });
  }

  async save(
    manager: EntityManager,
    row: { tournamentId: string; title: string; description: string; levelsCents: number[]; open: boolean; goalCents: number | null; by: string },
  ): Promise<FundANeedRow> {
    const [saved] = await SAVE.rows(manager, row);
    return saved!;
  }

  async remove(manager: EntityManager, tournamentId: string): Promise<void> {
    await REMOVE.run(manager, { tournamentId });
  }

  /** Gifts per amount. */
  async totals(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<Map<number, number>> {
    return new Map((await TOTALS.rows(manager, { tournamentId })).map((row) => [row.amount_cents, row.count]));
  }

  giftByKey(manager: EntityManager, tournamentId: string, bidderNumber: number, key: string): Promise<FundANeedGiftRow | undefined> {
    return GIFT_BY_KEY.first(manager, { tournamentId, bidderNumber, key });
  }

  insertGift(
    manager: EntityManager,
    gift: { tournamentId: string; bidderNumber: number; amountCents: number; by: string; key: string },
  ): Promise<FundANeedGiftRow | undefined> {
    return INSERT_GIFT.first(manager, gift);
  }
}
