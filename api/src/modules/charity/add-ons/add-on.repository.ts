import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AddOnKind } from '@fairway/contracts/add-on';
import { DataSource, type EntityManager } from 'typeorm';

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

/** The add_on_products, add_on_sales, mulligan_uses and mulligan_rules tables. */
@Injectable()
export class AddOnRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  products(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<ProductRow[]> {
    return manager.query(
      `SELECT p.*, COALESCE((SELECT SUM(s.quantity) FROM ${LIVE_SALES} WHERE s.product_id = p.id), 0)::int AS sold
       FROM add_on_products p WHERE p.tournament_id = $1 ORDER BY p.created_at, p.id`,
      [tournamentId],
    );
  }

  async insertProduct(tournamentId: string, product: Omit<ProductRow, 'id' | 'sold'>, manager: EntityManager): Promise<string> {
    const [row]: Array<{ id: string }> = await manager.query(
      `INSERT INTO add_on_products (tournament_id, kind, name, price_cents, limit_per, max_quantity, stock, mulligans)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [tournamentId, product.kind, product.name, product.price_cents, product.limit_per, product.max_quantity, product.stock, product.mulligans],
    );
    return row!.id;
  }

  /** Items of a product already sold to a team, or to one player of it. */
  async soldTo(productId: string, { teamId, playerId }: { teamId: string; playerId: string | null }, manager: EntityManager): Promise<number> {
    const [row]: Array<{ quantity: number }> = await manager.query(
      `SELECT COALESCE(SUM(s.quantity), 0)::int AS quantity FROM ${LIVE_SALES}
       WHERE s.product_id = $1 AND s.team_id = $2 AND ($3::uuid IS NULL OR s.player_id = $3)`,
      [productId, teamId, playerId],
    );
    return row?.quantity ?? 0;
  }

  async insertSale(tournamentId: string, sale: Omit<SaleRow, 'id' | 'created_at' | 'amount_cents'>, manager: EntityManager): Promise<void> {
    await manager.query('INSERT INTO add_on_sales (tournament_id, product_id, team_id, player_id, quantity, ledger_entry_id) VALUES ($1, $2, $3, $4, $5, $6)', [
      tournamentId,
      sale.product_id,
      sale.team_id,
      sale.player_id,
      sale.quantity,
      sale.ledger_entry_id,
    ]);
  }

  async saleOfEntry(ledgerEntryId: string, manager: EntityManager): Promise<SaleRow | null> {
    const [row]: SaleRow[] = await manager.query(
      'SELECT s.*, e.amount_cents FROM add_on_sales s JOIN ledger_entries e ON e.id = s.ledger_entry_id WHERE s.ledger_entry_id = $1',
      [ledgerEntryId],
    );
    return row ?? null;
  }

  /** A team's purchases that still count, per product. */
  teamPurchases(
    teamId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Array<{ product_id: string; name: string; quantity: number; mulligans: number }>> {
    return manager.query(
      `SELECT p.id AS product_id, p.name, SUM(s.quantity)::int AS quantity, SUM(s.quantity * p.mulligans)::int AS mulligans
       FROM ${LIVE_SALES} JOIN add_on_products p ON p.id = s.product_id
       WHERE s.team_id = $1 GROUP BY p.id, p.name, p.created_at ORDER BY p.created_at`,
      [teamId],
    );
  }

  mulliganUses(teamId: string, manager: EntityManager = this.dataSource.manager): Promise<MulliganUseRow[]> {
    return manager.query('SELECT id, hole, player_id, used_by, used_at FROM mulligan_uses WHERE team_id = $1 ORDER BY used_at, id', [teamId]);
  }

  async insertMulliganUse(
    use: { id: string | null; tournamentId: string; teamId: string; playerId: string | null; hole: number; usedBy: string },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO mulligan_uses (id, tournament_id, team_id, player_id, hole, used_by)
       VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [use.id, use.tournamentId, use.teamId, use.playerId, use.hole, use.usedBy],
    );
  }

  async mulliganUseExists(id: string, teamId: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM mulligan_uses WHERE id = $1 AND team_id = $2', [id, teamId]);
    return rows.length > 0;
  }

  async blockedHoles(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<number[]> {
    const [row]: Array<{ blocked_holes: number[] }> = await manager.query('SELECT blocked_holes FROM mulligan_rules WHERE tournament_id = $1', [tournamentId]);
    return row?.blocked_holes ?? [];
  }

  async setBlockedHoles(tournamentId: string, holes: number[], manager: EntityManager): Promise<void> {
    await manager.query(
      'INSERT INTO mulligan_rules (tournament_id, blocked_holes) VALUES ($1, $2) ON CONFLICT (tournament_id) DO UPDATE SET blocked_holes = EXCLUDED.blocked_holes',
      [tournamentId, holes],
    );
  }
}
