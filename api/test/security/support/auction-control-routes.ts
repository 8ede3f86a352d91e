// The role-matrix rows of the auction around the bids: the fund-a-need, guest bidder numbers, close now and
// extend, item photos.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AccountRole, AttackWorld } from './attack-world';
import type { ExpectedBy } from './auction-checkout-routes';
import type { MutatingRoute } from './mutating-routes';

const itemId = randomUUID();
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('an item photo')]);
const fundANeed = () => ({ title: 'Junior golf clinics', levelsCents: [100_000, 50_000, 10_000], goalCents: 1_000_000 });

/**
 * An auction open to everyone signed in, with a fund-a-need nobody gave to and an item taking bids (no close) with
 * one linked photo; an earlier copy is replaced, so a spare world gets the same rows back.
 */
async function prepareControls(dataSource: DataSource, world: AttackWorld): Promise<void> {
  await dataSource.query(
    `INSERT INTO auction_settings (tournament_id, who_may_bid) VALUES ($1, 'signed-in') ON CONFLICT (tournament_id) DO UPDATE SET who_may_bid = 'signed-in'`,
    [world.tournamentId],
  );
  await dataSource.query(
    `INSERT INTO auction_fund_a_need (tournament_id, title, levels_cents, updated_by) VALUES ($1, 'Junior golf clinics', '{100000,50000,10000}', 'world')
     ON CONFLICT (tournament_id) DO NOTHING`,
    [world.tournamentId],
  );
  await dataSource.query('DELETE FROM auction_items WHERE id = $1', [itemId]);
  await dataSource.query(
    `INSERT INTO auction_items (id, tournament_id, title, starting_bid_cents, increment_rule, photos, created_by, updated_by)
     VALUES ($1, $2, 'Signed putter', 10000, '{"kind":"fixed","cents":500}', '{https://example.com/putter.jpg}', 'world', 'world')`,
    [itemId, world.tournamentId],
  );
}

/** Either permission will do: the lower (better) status of the two for each role. */
function either(first: Record<AccountRole, number>, second: Record<AccountRole, number>): Record<AccountRole, number> {
  return Object.fromEntries(Object.entries(first).map(([role, status]) => [role, Math.min(status, second[role as AccountRole])])) as Record<
    AccountRole,
    number
  >;
}

export function auctionControlRoutes({ byPermission, anyoneSignedIn }: ExpectedBy): MutatingRoute[] {
  const base = (world: AttackWorld) => `/api/tournaments/${world.tournamentId}/auction`;
  const organisers = (success: number) => byPermission('event.edit', success);
  return [
    {
      name: 'PUT /api/tournaments/{id}/auction/fund-a-need',
      method: 'put',
      path: (world) => `${base(world)}/fund-a-need`,
      body: fundANeed,
      expected: organisers(200),
      fields: ['title', 'description', 'levelsCents', 'open', 'goalCents'],
    },
    {
      name: 'DELETE /api/tournaments/{id}/auction/fund-a-need',
      method: 'delete',
      path: (world) => `${base(world)}/fund-a-need`,
      expected: organisers(204),
      fields: [],
      prepare: prepareControls,
    },
    {
      name: 'POST /api/tournaments/{id}/auction/fund-a-need/gifts',
      method: 'post',
      path: (world) => `${base(world)}/fund-a-need/gifts`,
      body: () => ({ amountCents: 50_000, idempotencyKey: randomUUID() }),
      expected: anyoneSignedIn(201),
      fields: ['amountCents', 'idempotencyKey'],
      prepare: prepareControls,
    },
    {
      name: 'POST /api/tournaments/{id}/auction/bidders',
      method: 'post',
      path: (world) => `${base(world)}/bidders`,
      body: () => ({ name: 'Pat Guest', email: `guest-${randomUUID()}@example.com` }),
      expected: either(byPermission('checkIn', 201), byPermission('auction.checkout', 201)),
      fields: ['name', 'email'],
    },
    {
      name: 'POST /api/tournaments/{id}/auction/items/{itemId}/close',
      method: 'post',
      path: (world) => `${base(world)}/items/${itemId}/close`,
      expected: organisers(200),
      fields: [],
      prepare: prepareControls,
    },
    {
      name: 'POST /api/tournaments/{id}/auction/items/{itemId}/extend',
      method: 'post',
      path: (world) => `${base(world)}/items/${itemId}/extend`,
      body: () => ({ minutes: 10 }),
      expected: organisers(200),
      fields: ['minutes'],
      prepare: prepareControls,
    },
    {
      name: 'POST /api/tournaments/{id}/auction/items/{itemId}/photos',
      method: 'post',
      path: (world) => `${base(world)}/items/${itemId}/photos`,
      raw: { contentType: 'image/png', bytes: png },
      expected: organisers(201),
      fields: [],
      prepare: prepareControls,
    },
    {
      name: 'DELETE /api/tournaments/{id}/auction/items/{itemId}/photos/{index}',
      method: 'delete',
      path: (world) => `${base(world)}/items/${itemId}/photos/0`,
      expected: organisers(200),
      fields: [],
      prepare: prepareControls,
    },
  ];
}
