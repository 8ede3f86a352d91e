import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AddOnKind } from '@fairway/contracts/add-on';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

export interface ProductRow {
  id: string;
  kind: AddOnKind;
  name: string;
  price_cents: number;
  limit_per: 'player' | 'team';
  max_quantity: number | null;
  stock: number | null;
  mulligans: number;
  sold: number;
}

export interface SaleRow {
  id: string;
  product_id: string;
  team_id: string;
  player_id: string | null;
  quantity: number;
  ledger_entry_id: string;
  amount_cents: number;
  created_at: Date;
}

export interface MulliganUseRow {
  id: string;
  hole: number;
  player_id: string | null;
  used_by: string;
  used_at: Date;
}

// A sale whose ledger entry was voided no longer counts: its items are back in stock and off the wallet.
const LIVE_SALES = `add_on_sales s JOIN ledger_entries e ON e.id = s.ledger_entry_id AND e.state <> 'void'`;

const PRODUCTS = new NamedStatement<{ tournamentId: 'uuid' }, ProductRow>(
  'add-on-products',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT p.*, COALESCE((SELECT SUM(s.quantity) FROM ${LIVE_SALES} WHERE s.product_id = p.id), 0)::int AS sold
       FROM add_on_products p WHERE p.tournament_id = ${tournamentId} ORDER BY p.created_at, p.id`,
);
const PRODUCT_PARAMS = {
  tournamentId: 'uuid',
  kind: 'text',
  name: 'text',
  priceCents: 'bigint',
  limitPer: 'text',
  maxQuantity: 'integer',
  stock: 'integer',
  mulligans: 'integer',
} as const;
const INSERT_PRODUCT = new NamedStatement<typeof PRODUCT_PARAMS, { id: string }>(
  'add-on-product-insert',
  PRODUCT_PARAMS,
  (refs) => `INSERT INTO add_on_products (tournament_id, kind, name, price_cents, limit_per, max_quantity, stock, mulligans)
       VALUES (${refs.tournamentId}, ${refs.kind}, ${refs.name}, ${refs.priceCents}, ${refs.limitPer}, ${refs.maxQuantity}, ${refs.stock}, ${refs.mulligans}) RETURNING id`,
);
const SOLD_TO = new NamedStatement<{ productId: 'uuid'; teamId: 'uuid'; playerId: 'uuid' }, { quantity: number }>(
  'add-on-sold-to',
  { productId: 'uuid', teamId: 'uuid', playerId: 'uuid' },
  ({ productId, teamId, playerId }) => `SELECT COALESCE(SUM(s.quantity), 0)::int AS quantity FROM ${LIVE_SALES}
       WHERE s.product_id = ${productId} AND s.team_id = ${teamId} AND (${playerId} IS NULL OR s.player_id = ${playerId})`,
);
const SALE_PARAMS = { tournamentId: 'uuid', productId: 'uuid', teamId: 'uuid', playerId: 'uuid', quantity: 'integer', ledgerEntryId: 'uuid' } as const;
const INSERT_SALE = new NamedStatement<typeof SALE_PARAMS, never>(
  'add-on-sale-insert',
  SALE_PARAMS,
  (refs) =>
    `INSERT INTO add_on_sales (tournament_id, product_id, team_id, player_id, quantity, ledger_entry_id) VALUES (${refs.tournamentId}, ${refs.productId}, ${refs.teamId}, ${refs.playerId}, ${refs.quantity}, ${refs.ledgerEntryId})`,
);
const SALE_OF_ENTRY = new NamedStatement<{ ledgerEntryId: 'uuid' }, SaleRow>(
  'add-on-sale-of-entry',
  { ledgerEntryId: 'uuid' },
  ({ ledgerEntryId }) =>
    `SELECT s.*, e.amount_cents FROM add_on_sales s JOIN ledger_entries e ON e.id = s.ledger_entry_id WHERE s.ledger_entry_id = ${ledgerEntryId}`,
);
const TEAM_PURCHASES = new NamedStatement<{ teamId: 'uuid' }, { product_id: string; name: string; quantity: number; mulligans: number }>(
  'add-on-team-purchases',
  { teamId: 'uuid' },
  ({ teamId }) => `SELECT p.id AS product_id, p.name, SUM(s.quantity)::int AS quantity, SUM(s.quantity * p.mulligans)::int AS mulligans
       FROM ${LIVE_SALES} JOIN add_on_products p ON p.id = s.product_id
       WHERE s.team_id = ${teamId} GROUP BY p.id, p.name, p.created_at ORDER BY p.created_at`,
);
const MULLIGAN_USES = new NamedStatement<{ teamId: 'uuid' }, MulliganUseRow>(
  'mulligan-uses',
  { teamId: 'uuid' },
  ({ teamId }) => `SELECT id, hole, player_id, used_by, used_at FROM mulligan_uses WHERE team_id = ${teamId} ORDER BY used_at, id`,
);
const MULLIGAN_USE_PARAMS = { id: 'uuid', tournamentId: 'uuid', teamId: 'uuid', playerId: 'uuid', hole: 'smallint', usedBy: 'text' } as const;
const INSERT_MULLIGAN_USE = new NamedStatement<typeof MULLIGAN_USE_PARAMS, never>(
  'mulligan-use-insert',
  MULLIGAN_USE_PARAMS,
  (refs) => `INSERT INTO mulligan_uses (id, tournament_id, team_id, player_id, hole, used_by)
       VALUES (COALESCE(${refs.id}, gen_random_uuid()), ${refs.tournamentId}, ${refs.teamId}, ${refs.playerId}, ${refs.hole}, ${refs.usedBy}) ON CONFLICT (id) DO NOTHING`,
);
const MULLIGAN_USE_EXISTS = new NamedStatement<{ id: 'uuid'; teamId: 'uuid' }, { found: 1 }>(
  'mulligan-use-exists',
  { id: 'uuid', teamId: 'uuid' },
  ({ id, teamId }) => `SELECT 1 AS found FROM mulligan_uses WHERE id = ${id} AND team_id = ${teamId}`,
);
const BLOCKED_HOLES = new NamedStatement<{ tournamentId: 'uuid' }, { blocked_holes: number[] }>(
  'mulligan-blocked-holes',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT blocked_holes FROM mulligan_rules WHERE tournament_id = ${tournamentId}`,
);
const SET_BLOCKED_HOLES = new NamedStatement<{ tournamentId: 'uuid'; holes: 'smallint[]' }, never>(
  'mulligan-blocked-holes-set',
  { tournamentId: 'uuid', holes: 'smallint[]' },
  ({ tournamentId, holes }) =>
    `INSERT INTO mulligan_rules (tournament_id, blocked_holes) VALUES (${tournamentId}, ${holes}) ON CONFLICT (tournament_id) DO UPDATE SET blocked_holes = EXCLUDED.blocked_holes`,
);

/** The add_on_products, add_on_sales, mulligan_uses and mulligan_rules tables. */
@Injectable()
export class AddOnRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  products(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<ProductRow[]> {
    return PRODUCTS.rows(manager, { tournamentId });
  }

  async insertProduct(tournamentId: string, product: Omit<ProductRow, 'id' | 'sold'>, manager: EntityManager): Promise<string> {
    const { kind, name, price_cents: priceCents, limit_per: limitPer, max_quantity: maxQuantity, stock, mulligans } = product;
    const [row] = await INSERT_PRODUCT.rows(manager, { tournamentId, kind, name, priceCents, limitPer, maxQuantity, stock, mulligans });
    return row!.id;
  }

  /** Items of a product already sold to a team, or to one player of it. */
  async soldTo(productId: string, { teamId, playerId }: { teamId: string; playerId: string | null }, manager: EntityManager): Promise<number> {
    const [row] = await SOLD_TO.rows(manager, { productId, teamId, playerId });
    return row?.quantity ?? 0;
  }

  async insertSale(tournamentId: string, sale: Omit<SaleRow, 'id' | 'created_at' | 'amount_cents'>, manager: EntityManager): Promise<void> {
    const { product_id: productId, team_id: teamId, player_id: playerId, quantity, ledger_entry_id: ledgerEntryId } = sale;
    await INSERT_SALE.run(manager, { tournamentId, productId, teamId, playerId, quantity, ledgerEntryId });
  }

  async saleOfEntry(ledgerEntryId: string, manager: EntityManager): Promise<SaleRow | null> {
    const [row] = await SALE_OF_ENTRY.rows(manager, { ledgerEntryId });
    return row ?? null;
  }

  /** A team's purchases that still count, per product. */
  teamPurchases(
    teamId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Array<{ product_id: string; name: string; quantity: number; mulligans: number }>> {
    return TEAM_PURCHASES.rows(manager, { teamId });
  }

  mulliganUses(teamId: string, manager: EntityManager = this.dataSource.manager): Promise<MulliganUseRow[]> {
    return MULLIGAN_USES.rows(manager, { teamId });
  }

  async insertMulliganUse(
    use: { id: string | null; tournamentId: string; teamId: string; playerId: string | null; hole: number; usedBy: string },
    manager: EntityManager,
  ): Promise<void> {
    await INSERT_MULLIGAN_USE.run(manager, use);
  }

  async mulliganUseExists(id: string, teamId: string, manager: EntityManager): Promise<boolean> {
    return (await MULLIGAN_USE_EXISTS.rows(manager, { id, teamId })).length > 0;
  }

  async blockedHoles(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<number[]> {
    const [row] = await BLOCKED_HOLES.rows(manager, { tournamentId });
    return row?.blocked_holes ?? [];
  }

  async setBlockedHoles(tournamentId: string, holes: number[], manager: EntityManager): Promise<void> {
    await SET_BLOCKED_HOLES.run(manager, { tournamentId, holes });
  }
}
