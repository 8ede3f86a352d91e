// The role-matrix rows of the auction's money: a desk's checkout, a bidder's online checkout, offering an item on.
import { randomUUID } from 'node:crypto';
import type { EventPermission } from '@fairway/contracts/event-team';
import type { DataSource } from 'typeorm';
import type { AccountRole, AttackWorld } from './attack-world';
import type { MutatingRoute } from './mutating-routes';

/** The matrix's own helpers, passed in (this file is imported by mutating-routes.ts). */
export interface ExpectedBy {
  byPermission(permission: EventPermission, success: number): Record<AccountRole, number>;
  anyoneSignedIn(status: number): Record<AccountRole, number>;
}

/** An item sold in the world's tournament, moved to each world that needs it (an id is one tournament's). */
const soldItemId = randomUUID();
const priceCents = 11_500;

/**
 * A settled item: guest 101 won it at $115 (unpaid), guest 102's maximum was $110 (the runner-up). Any earlier copy,
 * with its wins, is deleted first, so a spare world gets the same unpaid bill back.
 */
async function prepareSold(dataSource: DataSource, world: AttackWorld): Promise<void> {
  await dataSource.query('DELETE FROM auction_items WHERE id = $1', [soldItemId]);
  for (const [number, name] of [
    [101, 'Gail Guest'],
    [102, 'Rory Runner'],
  ] as const) {
    await dataSource.query(
      `INSERT INTO bidder_numbers (tournament_id, number, guest_name, assigned_by, source) VALUES ($1, $2, $3, 'world', 'guest') ON CONFLICT DO NOTHING`,
      [world.tournamentId, number, name],
    );
  }
  const standings = [
    { bidderId: '101', maxCents: 12_000, floorCents: 12_000, seq: 1 },
    { bidderId: '102', maxCents: 11_000, floorCents: 11_000, seq: 0 },
  ];
  await dataSource.query(
    `INSERT INTO auction_items (id, tournament_id, title, starting_bid_cents, increment_rule, created_by, updated_by, price_cents, standings, bid_count,
       closes_at, settled_at)
     VALUES ($1, $2, 'Sold flag', 10000, '{"kind":"fixed","cents":500}', 'world', 'world', $3, $4, 2, now(), now())`,
    [soldItemId, world.tournamentId, priceCents, JSON.stringify(standings)],
  );
  await dataSource.query(
    `INSERT INTO auction_wins (tournament_id, item_id, bidder_number, price_cents, fair_market_value_cents, settled_at) VALUES ($1, $2, 101, $3, 5000, now())`,
    [world.tournamentId, soldItemId, priceCents],
  );
}

export function auctionCheckoutRoutes({ byPermission, anyoneSignedIn }: ExpectedBy): MutatingRoute[] {
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}/auction`;
  return [
    {
      name: 'POST /api/tournaments/{id}/auction/bidders/{number}/checkout',
      method: 'post',
      path: (world) => `${base(world)}/bidders/101/checkout`,
      body: () => ({ method: 'cash', expectedDueCents: priceCents, idempotencyKey: randomUUID() }),
      expected: byPermission('auction.checkout', 200),
      fields: ['method', 'expectedDueCents', 'idempotencyKey'],
      prepare: prepareSold,
    },
    {
      // Nobody of the cast bid here: a bidder number of their own is what a bill needs (404 without one).
      name: 'POST /api/tournaments/{id}/auction/my-bill/checkout',
      method: 'post',
      path: (world) => `${base(world)}/my-bill/checkout`,
      expected: anyoneSignedIn(404),
      fields: [],
      prepare: prepareSold,
    },
    {
      name: 'POST /api/tournaments/{id}/auction/items/{itemId}/offer-next',
      method: 'post',
      path: (world) => `${base(world)}/items/${soldItemId}/offer-next`,
      expected: byPermission('event.edit', 204),
      fields: [],
      prepare: prepareSold,
    },
  ];
}
