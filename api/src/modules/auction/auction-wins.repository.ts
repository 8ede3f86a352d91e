import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';
import type { AuctionItemRow } from './auction.rows';
import type { AuctionCheckoutRow, BidderRow, BillLineRow, LiveWinRow, WinRow } from './auction-wins.rows';

// Items whose close has passed (as the database's clock says) or that were bought, not settled yet. The close is
// the one a late bid moved it to, else the item's own, else the auction's; the engine decides again under the lock.
const DUE_ITEMS = new NamedStatement<Record<string, never>, { id: string; tournament_id: string }>(
  'auction-due-items',
  {},
  () => `
  SELECT i.id, i.tournament_id FROM auction_items i LEFT JOIN auction_settings s ON s.tournament_id = i.tournament_id
   WHERE i.settled_at IS NULL AND i.status = 'open'
     AND (i.bought_by IS NOT NULL OR COALESCE(i.extended_close_at, i.closes_at, s.closes_at) <= clock_timestamp())
   ORDER BY COALESCE(i.extended_close_at, i.closes_at, s.closes_at) LIMIT 200`,
);
// Another replica settling it (or a bid holding it) is skipped: the next round finds it settled, or due still.
const LOCK_UNSETTLED = new NamedStatement<{ itemId: 'uuid' }, AuctionItemRow>(
  'auction-item-lock-unsettled',
  { itemId: 'uuid' },
  (p) => `SELECT * FROM auction_items WHERE id = ${p.itemId} AND settled_at IS NULL AND status = 'open' FOR UPDATE SKIP LOCKED`,
);
const MARK_SETTLED = new NamedStatement<{ itemId: 'uuid'; at: 'timestamptz' }, never>(
  'auction-item-settled',
  { itemId: 'uuid', at: 'timestamptz' },
  (p) => `UPDATE auction_items SET settled_at = ${p.at} WHERE id = ${p.itemId}`,
);

const winParams = {
  tournamentId: 'uuid',
  itemId: 'uuid',
  bidderNumber: 'integer',
  priceCents: 'integer',
  fairMarketValueCents: 'integer',
  at: 'timestamptz',
} as const;
const INSERT_WIN = new NamedStatement<typeof winParams, { id: string }>(
  'auction-win-insert',
  winParams,
  (p) => `
  INSERT INTO auction_wins (tournament_id, item_id, bidder_number, price_cents, fair_market_value_cents, settled_at)
  VALUES (${p.tournamentId}, ${p.itemId}, ${p.bidderNumber}, ${p.priceCents}, ${p.fairMarketValueCents}, ${p.at}) RETURNING id`,
);
const ITEM_WINS = new NamedStatement<{ itemId: 'uuid' }, WinRow>(
  'auction-item-wins',
  { itemId: 'uuid' },
  (p) =>
    `SELECT id, bidder_number, price_cents, passed_at, paid_at FROM auction_wins WHERE item_id = ${p.itemId} ORDER BY settled_at, bidder_number FOR UPDATE`,
);
const PASS_WIN = new NamedStatement<{ winId: 'uuid'; by: 'text'; at: 'timestamptz' }, never>(
  'auction-win-pass',
  { winId: 'uuid', by: 'text', at: 'timestamptz' },
  (p) => `UPDATE auction_wins SET passed_at = ${p.at}, passed_by = ${p.by} WHERE id = ${p.winId}`,
);
const LIVE_WINS = new NamedStatement<{ tournamentId: 'uuid' }, LiveWinRow>(
  'auction-live-wins',
  { tournamentId: 'uuid' },
  (p) => `
  SELECT w.item_id, i.title, w.bidder_number, w.price_cents, w.settled_at FROM auction_wins w JOIN auction_items i ON i.id = w.item_id
   WHERE w.tournament_id = ${p.tournamentId} AND w.passed_at IS NULL
   ORDER BY w.settled_at DESC, w.price_cents DESC, w.bidder_number`,
);

// A bill's lines: the live wins and the fund-a-need gifts, oldest first.
const linesOf = (where: { wins: string; gifts: string }) => `
  SELECT w.id, 'item' AS kind, w.bidder_number, w.item_id, i.title, w.price_cents AS amount_cents, w.fair_market_value_cents, w.paid_at,
         w.settled_at AS at, w.checkout_id
    FROM auction_wins w JOIN auction_items i ON i.id = w.item_id
   WHERE w.passed_at IS NULL AND ${where.wins}
  UNION ALL
  SELECT g.id, 'fund-a-need', g.bidder_number, NULL, COALESCE(f.title, 'Fund-a-need'), g.amount_cents, 0, g.paid_at, g.created_at, g.checkout_id
    FROM auction_fund_a_need_gifts g LEFT JOIN auction_fund_a_need f ON f.tournament_id = g.tournament_id
   WHERE ${where.gifts}
   ORDER BY at, id`;
const BIDDER_LINES = new NamedStatement<{ tournamentId: 'uuid'; number: 'integer' }, BillLineRow>(
  'auction-bill-lines',
  { tournamentId: 'uuid', number: 'integer' },
  (p) =>
    linesOf({
      wins: `w.tournament_id = ${p.tournamentId} AND w.bidder_number = ${p.number}`,
      gifts: `g.tournament_id = ${p.tournamentId} AND g.bidder_number = ${p.number}`,
    }),
);
const ALL_LINES = new NamedStatement<{ tournamentId: 'uuid' }, BillLineRow>('auction-bill-lines-all', { tournamentId: 'uuid' }, (p) =>
  linesOf({ wins: `w.tournament_id = ${p.tournamentId}`, gifts: `g.tournament_id = ${p.tournamentId}` }),
);
// The unpaid lines locked for a payment (a desk, the webhook): an offer to the next bidder waits, and then sees them paid.
const LOCK_UNPAID_WINS = new NamedStatement<{ tournamentId: 'uuid'; number: 'integer' }, { id: string }>(
  'auction-lock-unpaid-wins',
  { tournamentId: 'uuid', number: 'integer' },
  (p) =>
    `SELECT id FROM auction_wins WHERE tournament_id = ${p.tournamentId} AND bidder_number = ${p.number} AND passed_at IS NULL AND paid_at IS NULL ORDER BY id FOR UPDATE`,
);
const LOCK_UNPAID_GIFTS = new NamedStatement<{ tournamentId: 'uuid'; number: 'integer' }, { id: string }>(
  'auction-lock-unpaid-gifts',
  { tournamentId: 'uuid', number: 'integer' },
  (p) =>
    `SELECT id FROM auction_fund_a_need_gifts WHERE tournament_id = ${p.tournamentId} AND bidder_number = ${p.number} AND paid_at IS NULL ORDER BY id FOR UPDATE`,
);
const paidParams = { id: 'uuid', entryId: 'uuid', by: 'text', checkoutId: 'uuid' } as const;
const WIN_PAID = new NamedStatement<typeof paidParams, never>(
  'auction-win-paid',
  paidParams,
  (p) => `UPDATE auction_wins SET paid_at = now(), ledger_entry_id = ${p.entryId}, paid_by = ${p.by}, checkout_id = ${p.checkoutId} WHERE id = ${p.id}`,
);
const GIFT_PAID = new NamedStatement<typeof paidParams, never>(
  'auction-gift-paid',
  paidParams,
  (p) =>
    `UPDATE auction_fund_a_need_gifts SET paid_at = now(), ledger_entry_id = ${p.entryId}, paid_by = ${p.by}, checkout_id = ${p.checkoutId} WHERE id = ${p.id}`,
);

// The name a player of this tournament's field goes by, for a number linked to their account.
const BIDDER_COLUMNS = `b.number, b.user_id, b.guest_name, b.email, b.source,
  (SELECT p.name FROM players p JOIN teams t ON t.id = p.team_id WHERE t.tournament_id = b.tournament_id AND p.user_id = b.user_id
    ORDER BY p.created_at LIMIT 1) AS player_name`;
const BIDDERS = new NamedStatement<{ tournamentId: 'uuid' }, BidderRow>(
  'auction-bidders',
  { tournamentId: 'uuid' },
  (p) => `SELECT ${BIDDER_COLUMNS} FROM bidder_numbers b WHERE b.tournament_id = ${p.tournamentId} ORDER BY b.number`,
);
const BIDDER = new NamedStatement<{ tournamentId: 'uuid'; number: 'integer' }, BidderRow>(
  'auction-bidder',
  { tournamentId: 'uuid', number: 'integer' },
  (p) => `SELECT ${BIDDER_COLUMNS} FROM bidder_numbers b WHERE b.tournament_id = ${p.tournamentId} AND b.number = ${p.number}`,
);

const CHECKOUT_COLUMNS = `id, tournament_id, bidder_number, channel, idempotency_key, method, amount_cents, win_ids, gift_ids, state, session_id, checkout_url,
  expires_at, created_by, refunded_cents`;
const checkoutParams = {
  tournamentId: 'uuid',
  number: 'integer',
  channel: 'text',
  key: 'text',
  method: 'text',
  amountCents: 'integer',
  winIds: 'uuid[]',
  giftIds: 'uuid[]',
  state: 'text',
  by: 'text',
} as const;
const INSERT_CHECKOUT = new NamedStatement<typeof checkoutParams, AuctionCheckoutRow>(
  'auction-checkout-insert',
  checkoutParams,
  (p) => `
  INSERT INTO auction_checkouts (tournament_id, bidder_number, channel, idempotency_key, method, amount_cents, win_ids, gift_ids, state, created_by,
    paid_at)
  VALUES (${p.tournamentId}, ${p.number}, ${p.channel}, ${p.key}, ${p.method}, ${p.amountCents}, ${p.winIds}, ${p.giftIds}, ${p.state}, ${p.by},
    CASE WHEN ${p.state} = 'paid' THEN now() END)
  RETURNING ${CHECKOUT_COLUMNS}`,
);
const CHECKOUT_BY_KEY = new NamedStatement<{ tournamentId: 'uuid'; number: 'integer'; key: 'text' }, AuctionCheckoutRow>(
  'auction-checkout-by-key',
  { tournamentId: 'uuid', number: 'integer', key: 'text' },
  (p) =>
    `SELECT ${CHECKOUT_COLUMNS} FROM auction_checkouts WHERE tournament_id = ${p.tournamentId} AND bidder_number = ${p.number} AND idempotency_key = ${p.key}`,
);
const CHECKOUT = new NamedStatement<{ id: 'uuid' }, AuctionCheckoutRow>(
  'auction-checkout',
  { id: 'uuid' },
  (p) => `SELECT ${CHECKOUT_COLUMNS} FROM auction_checkouts WHERE id = ${p.id}`,
);
const LOCK_CHECKOUT = CHECKOUT.locking('FOR UPDATE');
// An online checkout still open for these very lines, long enough to pay in: a second tap opens the same page.
const OPEN_ONLINE = new NamedStatement<{ tournamentId: 'uuid'; number: 'integer'; winIds: 'uuid[]'; giftIds: 'uuid[]' }, AuctionCheckoutRow>(
  'auction-checkout-open-online',
  { tournamentId: 'uuid', number: 'integer', winIds: 'uuid[]', giftIds: 'uuid[]' },
  (p) => `
  SELECT ${CHECKOUT_COLUMNS} FROM auction_checkouts
   WHERE tournament_id = ${p.tournamentId} AND bidder_number = ${p.number} AND channel = 'online' AND state = 'open'
     AND win_ids = ${p.winIds} AND gift_ids = ${p.giftIds} AND checkout_url IS NOT NULL AND expires_at > now() + interval '5 minutes'
   ORDER BY created_at DESC LIMIT 1`,
);
const SET_SESSION = new NamedStatement<{ id: 'uuid'; sessionId: 'text'; url: 'text'; expiresAt: 'timestamptz' }, never>(
  'auction-checkout-session',
  { id: 'uuid', sessionId: 'text', url: 'text', expiresAt: 'timestamptz' },
  (p) => `UPDATE auction_checkouts SET session_id = ${p.sessionId}, checkout_url = ${p.url}, expires_at = ${p.expiresAt} WHERE id = ${p.id}`,
);
const SET_STATE = new NamedStatement<{ id: 'uuid'; state: 'text' }, never>(
  'auction-checkout-state',
  { id: 'uuid', state: 'text' },
  (p) => `UPDATE auction_checkouts SET state = ${p.state}, paid_at = CASE WHEN ${p.state} = 'paid' THEN now() ELSE paid_at END WHERE id = ${p.id}`,
);

const SET_REFUNDED = new NamedStatement<{ id: 'uuid'; cents: 'integer' }, never>(
  'auction-checkout-refunded',
  { id: 'uuid', cents: 'integer' },
  (p) => `UPDATE auction_checkouts SET refunded_cents = ${p.cents} WHERE id = ${p.id}`,
);

/** auction_wins (settled at the close, passed on to the next bidder, paid), the bills' lines and auction_checkouts. */
@Injectable()
export class AuctionWinsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  dueItems(): Promise<Array<{ id: string; tournament_id: string }>> {
    return DUE_ITEMS.rows(this.dataSource.manager, {});
  }

  lockUnsettled(manager: EntityManager, itemId: string): Promise<AuctionItemRow | undefined> {
    return LOCK_UNSETTLED.first(manager, { itemId });
  }

  async markSettled(manager: EntityManager, itemId: string, at: Date): Promise<void> {
    await MARK_SETTLED.run(manager, { itemId, at });
  }

  async insertWin(manager: EntityManager, win: Parameters<typeof INSERT_WIN.rows>[1]): Promise<string> {
    const [row] = await INSERT_WIN.rows(manager, win);
    return row!.id;
  }

  /** Every win of an item, passed ones too, locked. */
  itemWins(manager: EntityManager, itemId: string): Promise<WinRow[]> {
    return ITEM_WINS.rows(manager, { itemId });
  }

  async passWin(manager: EntityManager, winId: string, by: string, at: Date): Promise<void> {
    await PASS_WIN.run(manager, { winId, by, at });
  }

  liveWins(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<LiveWinRow[]> {
    return LIVE_WINS.rows(manager, { tournamentId });
  }

  linesOf(tournamentId: string, number: number, manager: EntityManager = this.dataSource.manager): Promise<BillLineRow[]> {
    return BIDDER_LINES.rows(manager, { tournamentId, number });
  }

  allLines(tournamentId: string): Promise<BillLineRow[]> {
    return ALL_LINES.rows(this.dataSource.manager, { tournamentId });
  }

  /** The bidder's unpaid lines, locked until the transaction ends. */
  async lockUnpaid(manager: EntityManager, tournamentId: string, number: number): Promise<BillLineRow[]> {
    await LOCK_UNPAID_WINS.rows(manager, { tournamentId, number });
    await LOCK_UNPAID_GIFTS.rows(manager, { tournamentId, number });
    return (await this.linesOf(tournamentId, number, manager)).filter((line) => line.paid_at === null);
  }

  async markPaid(manager: EntityManager, line: BillLineRow, entryId: string, by: string, checkoutId: string): Promise<void> {
    await (line.kind === 'item' ? WIN_PAID : GIFT_PAID).run(manager, { id: line.id, entryId, by, checkoutId });
  }

  bidders(tournamentId: string): Promise<BidderRow[]> {
    return BIDDERS.rows(this.dataSource.manager, { tournamentId });
  }

  bidder(tournamentId: string, number: number, manager: EntityManager = this.dataSource.manager): Promise<BidderRow | undefined> {
    return BIDDER.first(manager, { tournamentId, number });
  }

  async insertCheckout(manager: EntityManager, checkout: Parameters<typeof INSERT_CHECKOUT.rows>[1]): Promise<AuctionCheckoutRow> {
    const [row] = await INSERT_CHECKOUT.rows(manager, checkout);
    return row!;
  }

  checkoutByKey(manager: EntityManager, tournamentId: string, number: number, key: string): Promise<AuctionCheckoutRow | undefined> {
    return CHECKOUT_BY_KEY.first(manager, { tournamentId, number, key });
  }

  checkout(manager: EntityManager, id: string, lock = false): Promise<AuctionCheckoutRow | undefined> {
    return (lock ? LOCK_CHECKOUT : CHECKOUT).first(manager, { id });
  }

  openOnline(manager: EntityManager, tournamentId: string, number: number, winIds: string[], giftIds: string[]): Promise<AuctionCheckoutRow | undefined> {
    return OPEN_ONLINE.first(manager, { tournamentId, number, winIds, giftIds });
  }

  async setSession(manager: EntityManager, id: string, session: { sessionId: string; url: string; expiresAt: Date }): Promise<void> {
    await SET_SESSION.run(manager, { id, ...session });
  }

  async setState(manager: EntityManager, id: string, state: AuctionCheckoutRow['state']): Promise<void> {
    await SET_STATE.run(manager, { id, state });
  }

  async setRefunded(manager: EntityManager, id: string, cents: number): Promise<void> {
    await SET_REFUNDED.run(manager, { id, cents });
  }
}
