import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuctionSettingsInput } from '@fairway/contracts/auction';
import type { AuctionStanding } from '@fairway/golf/auction';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { AuctionBidRow, AuctionItemFields, AuctionItemRow, AuctionSettingsRow } from './auction.rows';

const ITEM_COLUMNS = `id, tournament_id, title, description, photos, donor_name, fair_market_value_cents, category, starting_bid_cents,
  increment_rule, buy_now_cents, reserve_cents, quantity, opens_at, closes_at, status, price_cents, standings, bid_count, bought_by, extended_close_at,
  settled_at`;

const BID_COLUMNS = `id, item_id, bidder_number, placed_by, amount_cents, max_cents, requested_amount_cents, requested_max_cents, idempotency_key,
  outcome, price_after_cents, created_at`;

const SETTINGS = new NamedStatement<{ tournamentId: 'uuid' }, AuctionSettingsRow>(
  'auction-settings',
  { tournamentId: 'uuid' },
  (p) => `SELECT opens_at, closes_at, soft_close_minutes, hard_cap_at, who_may_bid FROM auction_settings WHERE tournament_id = ${p.tournamentId}`,
);

const settingsParams = {
  tournamentId: 'uuid',
  opensAt: 'timestamptz',
  closesAt: 'timestamptz',
  softCloseMinutes: 'smallint',
  hardCapAt: 'timestamptz',
  whoMayBid: 'text',
  by: 'text',
} as const;
const SAVE_SETTINGS = new NamedStatement<typeof settingsParams, AuctionSettingsRow>(
  'auction-settings-save',
  settingsParams,
  (p) => `
  INSERT INTO auction_settings (tournament_id, opens_at, closes_at, soft_close_minutes, hard_cap_at, who_may_bid, updated_by, updated_at)
  VALUES (${p.tournamentId}, ${p.opensAt}, ${p.closesAt}, ${p.softCloseMinutes}, ${p.hardCapAt}, ${p.whoMayBid}, ${p.by}, now())
  ON CONFLICT (tournament_id) DO UPDATE SET opens_at = EXCLUDED.opens_at, closes_at = EXCLUDED.closes_at,
    soft_close_minutes = EXCLUDED.soft_close_minutes, hard_cap_at = EXCLUDED.hard_cap_at, who_may_bid = EXCLUDED.who_may_bid,
    updated_by = EXCLUDED.updated_by, updated_at = now()
  RETURNING opens_at, closes_at, soft_close_minutes, hard_cap_at, who_may_bid`,
);

// A new close for the auction replaces what late bids had moved on the items that follow the auction's close.
const RESET_EXTENSIONS = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'auction-reset-extensions',
  { tournamentId: 'uuid' },
  (p) => `UPDATE auction_items SET extended_close_at = NULL WHERE tournament_id = ${p.tournamentId} AND closes_at IS NULL AND extended_close_at IS NOT NULL`,
);

// The row every first bid of a tournament locks to take the next bidder number (created with the defaults when missing).
const ENSURE_SETTINGS = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'auction-settings-ensure',
  { tournamentId: 'uuid' },
  (p) => `INSERT INTO auction_settings (tournament_id) VALUES (${p.tournamentId}) ON CONFLICT (tournament_id) DO NOTHING`,
);
const LOCK_SETTINGS = new NamedStatement<{ tournamentId: 'uuid' }, { tournament_id: string }>(
  'auction-settings-lock',
  { tournamentId: 'uuid' },
  (p) => `SELECT tournament_id FROM auction_settings WHERE tournament_id = ${p.tournamentId} FOR UPDATE`,
);

const ITEMS = new NamedStatement<{ tournamentId: 'uuid' }, AuctionItemRow>(
  'auction-items',
  { tournamentId: 'uuid' },
  (p) => `SELECT ${ITEM_COLUMNS} FROM auction_items WHERE tournament_id = ${p.tournamentId} ORDER BY created_at, id`,
);

const ITEM = new NamedStatement<{ tournamentId: 'uuid'; itemId: 'uuid' }, AuctionItemRow>(
  'auction-item',
  { tournamentId: 'uuid', itemId: 'uuid' },
  (p) => `SELECT ${ITEM_COLUMNS} FROM auction_items WHERE tournament_id = ${p.tournamentId} AND id = ${p.itemId}`,
);
const LOCK_ITEM = ITEM.locking('FOR UPDATE');

const itemParams = {
  tournamentId: 'uuid',
  itemId: 'uuid',
  title: 'text',
  description: 'text',
  photos: 'text[]',
  donorName: 'text',
  fairMarketValueCents: 'integer',
  category: 'text',
  startingBidCents: 'integer',
  incrementRule: 'jsonb',
  buyNowCents: 'integer',
  reserveCents: 'integer',
  quantity: 'smallint',
  opensAt: 'timestamptz',
  closesAt: 'timestamptz',
  status: 'text',
  by: 'text',
} as const;
const INSERT_ITEM = new NamedStatement<typeof itemParams, AuctionItemRow>(
  'auction-item-insert',
  itemParams,
  (p) => `
  INSERT INTO auction_items (id, tournament_id, title, description, photos, donor_name, fair_market_value_cents, category, starting_bid_cents,
    increment_rule, buy_now_cents, reserve_cents, quantity, opens_at, closes_at, status, created_by, updated_by)
  VALUES (${p.itemId}, ${p.tournamentId}, ${p.title}, ${p.description}, ${p.photos}, ${p.donorName}, ${p.fairMarketValueCents}, ${p.category},
    ${p.startingBidCents}, ${p.incrementRule}, ${p.buyNowCents}, ${p.reserveCents}, ${p.quantity}, ${p.opensAt}, ${p.closesAt}, ${p.status}, ${p.by}, ${p.by})
  RETURNING ${ITEM_COLUMNS}`,
);
// A changed close (the item's own) replaces what late bids had moved.
const UPDATE_ITEM = new NamedStatement<typeof itemParams, AuctionItemRow>(
  'auction-item-update',
  itemParams,
  (p) => `
  UPDATE auction_items SET title = ${p.title}, description = ${p.description}, photos = ${p.photos}, donor_name = ${p.donorName},
    fair_market_value_cents = ${p.fairMarketValueCents}, category = ${p.category}, starting_bid_cents = ${p.startingBidCents},
    increment_rule = ${p.incrementRule}, buy_now_cents = ${p.buyNowCents}, reserve_cents = ${p.reserveCents}, quantity = ${p.quantity},
    opens_at = ${p.opensAt},
    extended_close_at = CASE WHEN closes_at IS NOT DISTINCT FROM ${p.closesAt} THEN extended_close_at END,
    closes_at = ${p.closesAt}, status = ${p.status}, updated_by = ${p.by}, updated_at = now()
   WHERE tournament_id = ${p.tournamentId} AND id = ${p.itemId}
  RETURNING ${ITEM_COLUMNS}`,
);
const DELETE_ITEM = new NamedStatement<{ tournamentId: 'uuid'; itemId: 'uuid' }, never>(
  'auction-item-delete',
  { tournamentId: 'uuid', itemId: 'uuid' },
  (p) => `DELETE FROM auction_items WHERE tournament_id = ${p.tournamentId} AND id = ${p.itemId}`,
);

const standingParams = {
  itemId: 'uuid',
  priceCents: 'integer',
  standings: 'jsonb',
  bidCount: 'integer',
  boughtBy: 'integer',
  extendedCloseAt: 'timestamptz',
} as const;
const SAVE_STANDING = new NamedStatement<typeof standingParams, never>(
  'auction-item-standing',
  standingParams,
  (p) => `
  UPDATE auction_items SET price_cents = ${p.priceCents}, standings = ${p.standings}, bid_count = ${p.bidCount}, bought_by = ${p.boughtBy},
    extended_close_at = ${p.extendedCloseAt}
   WHERE id = ${p.itemId}`,
);

const BIDDER_NUMBER = new NamedStatement<{ tournamentId: 'uuid'; userId: 'text' }, { number: number }>(
  'auction-bidder-number',
  { tournamentId: 'uuid', userId: 'text' },
  (p) => `SELECT number FROM bidder_numbers WHERE tournament_id = ${p.tournamentId} AND user_id = ${p.userId}`,
);
// Numbers start at 101 so a bidder is never "Bidder 1"; taken under the settings row's lock.
const ASSIGN_NUMBER = new NamedStatement<{ tournamentId: 'uuid'; userId: 'text'; email: 'text'; by: 'text' }, { number: number }>(
  'auction-bidder-number-assign',
  { tournamentId: 'uuid', userId: 'text', email: 'text', by: 'text' },
  (p) => `
  INSERT INTO bidder_numbers (tournament_id, number, user_id, email, assigned_by)
  SELECT ${p.tournamentId}, COALESCE(MAX(number), 100) + 1, ${p.userId}, ${p.email}, ${p.by} FROM bidder_numbers WHERE tournament_id = ${p.tournamentId}
  RETURNING number`,
);
const NUMBER_OWNERS = new NamedStatement<{ tournamentId: 'uuid'; numbers: 'integer[]' }, { number: number; email: string | null }>(
  'auction-bidder-emails',
  { tournamentId: 'uuid', numbers: 'integer[]' },
  (p) => `SELECT number, email FROM bidder_numbers WHERE tournament_id = ${p.tournamentId} AND number = ANY(${p.numbers})`,
);

const CHECKED_IN = new NamedStatement<{ tournamentId: 'uuid'; userId: 'text' }, { checked_in: boolean }>(
  'auction-checked-in',
  { tournamentId: 'uuid', userId: 'text' },
  (p) => `
  SELECT EXISTS (SELECT 1 FROM players pl JOIN teams t ON t.id = pl.team_id
                  WHERE t.tournament_id = ${p.tournamentId} AND pl.user_id = ${p.userId} AND pl.checked_in) AS checked_in`,
);

const BID_BY_KEY = new NamedStatement<{ tournamentId: 'uuid'; bidderNumber: 'integer'; key: 'text' }, AuctionBidRow>(
  'auction-bid-by-key',
  { tournamentId: 'uuid', bidderNumber: 'integer', key: 'text' },
  (p) => `SELECT ${BID_COLUMNS} FROM auction_bids WHERE tournament_id = ${p.tournamentId} AND bidder_number = ${p.bidderNumber} AND idempotency_key = ${p.key}`,
);

const bidParams = {
  tournamentId: 'uuid',
  itemId: 'uuid',
  bidderNumber: 'integer',
  placedBy: 'text',
  amountCents: 'integer',
  maxCents: 'integer',
  requestedAmountCents: 'integer',
  requestedMaxCents: 'integer',
  key: 'text',
  outcome: 'text',
  priceAfterCents: 'integer',
  createdAt: 'timestamptz',
} as const;
const INSERT_BID = new NamedStatement<typeof bidParams, AuctionBidRow>(
  'auction-bid-insert',
  bidParams,
  (p) => `
  INSERT INTO auction_bids (tournament_id, item_id, bidder_number, placed_by, amount_cents, max_cents, requested_amount_cents, requested_max_cents,
    idempotency_key, outcome, price_after_cents, created_at)
  VALUES (${p.tournamentId}, ${p.itemId}, ${p.bidderNumber}, ${p.placedBy}, ${p.amountCents}, ${p.maxCents}, ${p.requestedAmountCents},
    ${p.requestedMaxCents}, ${p.key}, ${p.outcome}, ${p.priceAfterCents}, ${p.createdAt})
  RETURNING ${BID_COLUMNS}`,
);

const BIDS_OF_ITEM = new NamedStatement<{ itemId: 'uuid' }, AuctionBidRow>(
  'auction-bids-of-item',
  { itemId: 'uuid' },
  (p) => `SELECT ${BID_COLUMNS} FROM auction_bids WHERE item_id = ${p.itemId} ORDER BY seq`,
);

const MY_BID_ITEMS = new NamedStatement<{ tournamentId: 'uuid'; bidderNumber: 'integer' }, { item_id: string }>(
  'auction-my-bid-items',
  { tournamentId: 'uuid', bidderNumber: 'integer' },
  (p) => `SELECT DISTINCT item_id FROM auction_bids WHERE tournament_id = ${p.tournamentId} AND bidder_number = ${p.bidderNumber}`,
);

// The database's clock at this moment (not the transaction's start): read under the item's lock, it orders the
// bids as the lock does and decides the close.
const CLOCK = new NamedStatement<Record<string, never>, { now: Date }>('auction-clock', {}, () => 'SELECT clock_timestamp() AS now');

/** auction_settings, auction_items (with the engine's standing), bidder_numbers and auction_bids (inserted, never changed). */
@Injectable()
export class AuctionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  settings(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<AuctionSettingsRow | undefined> {
    return SETTINGS.first(manager, { tournamentId });
  }

  async saveSettings(manager: EntityManager, tournamentId: string, input: AuctionSettingsInput, by: string): Promise<AuctionSettingsRow> {
    // The settings row first, then the items: a first bid locks them in the same order (no deadlock).
    const [row] = await SAVE_SETTINGS.rows(manager, { tournamentId, ...input, by });
    await RESET_EXTENSIONS.run(manager, { tournamentId });
    return row!;
  }

  items(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<AuctionItemRow[]> {
    return ITEMS.rows(manager, { tournamentId });
  }

  item(tournamentId: string, itemId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<AuctionItemRow | undefined> {
    return (lock ? LOCK_ITEM : ITEM).first(manager, { tournamentId, itemId });
  }

  async insertItem(manager: EntityManager, tournamentId: string, itemId: string, fields: AuctionItemFields, by: string): Promise<AuctionItemRow> {
    const [row] = await INSERT_ITEM.rows(manager, { tournamentId, itemId, ...fields, by });
    return row!;
  }

  updateItem(manager: EntityManager, tournamentId: string, itemId: string, fields: AuctionItemFields, by: string): Promise<AuctionItemRow | undefined> {
    return UPDATE_ITEM.first(manager, { tournamentId, itemId, ...fields, by });
  }

  async deleteItem(manager: EntityManager, tournamentId: string, itemId: string): Promise<void> {
    await DELETE_ITEM.run(manager, { tournamentId, itemId });
  }

  async saveStanding(
    manager: EntityManager,
    itemId: string,
    standing: { priceCents: number | null; standings: AuctionStanding[]; bidCount: number; boughtBy: number | null; extendedCloseAt: Date | null },
  ): Promise<void> {
    await SAVE_STANDING.run(manager, { itemId, ...standing });
  }

  async bidderNumber(tournamentId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    return (await BIDDER_NUMBER.first(manager, { tournamentId, userId }))?.number ?? null;
  }

  /** The caller's number, given now when they have none (under the auction settings row's lock). */
  async assignBidderNumber(manager: EntityManager, tournamentId: string, userId: string, email: string | null): Promise<number> {
    const existing = await this.bidderNumber(tournamentId, userId, manager);
    if (existing !== null) return existing;
    await ENSURE_SETTINGS.run(manager, { tournamentId });
    await LOCK_SETTINGS.rows(manager, { tournamentId });
    const again = await this.bidderNumber(tournamentId, userId, manager);
    if (again !== null) return again;
    const [row] = await ASSIGN_NUMBER.rows(manager, { tournamentId, userId, email, by: userId });
    return row!.number;
  }

  /** The private e-mail kept with each number (the outbid e-mail's address). */
  async emailsOf(manager: EntityManager, tournamentId: string, numbers: number[]): Promise<Map<number, string | null>> {
    if (numbers.length === 0) return new Map();
    return new Map((await NUMBER_OWNERS.rows(manager, { tournamentId, numbers })).map((row) => [row.number, row.email]));
  }

  async isCheckedIn(manager: EntityManager, tournamentId: string, userId: string): Promise<boolean> {
    return (await CHECKED_IN.first(manager, { tournamentId, userId }))?.checked_in ?? false;
  }

  bidByKey(manager: EntityManager, tournamentId: string, bidderNumber: number, key: string): Promise<AuctionBidRow | undefined> {
    return BID_BY_KEY.first(manager, { tournamentId, bidderNumber, key });
  }

  async insertBid(manager: EntityManager, bid: Parameters<typeof INSERT_BID.rows>[1]): Promise<AuctionBidRow> {
    const [row] = await INSERT_BID.rows(manager, bid);
    return row!;
  }

  bidsOf(itemId: string, manager: EntityManager = this.dataSource.manager): Promise<AuctionBidRow[]> {
    return BIDS_OF_ITEM.rows(manager, { itemId });
  }

  async itemsBidOn(tournamentId: string, bidderNumber: number): Promise<Set<string>> {
    return new Set((await MY_BID_ITEMS.rows(this.dataSource.manager, { tournamentId, bidderNumber })).map((row) => row.item_id));
  }

  async clock(manager: EntityManager = this.dataSource.manager): Promise<Date> {
    const [row] = await CLOCK.rows(manager, {});
    return row!.now;
  }
}
