// The silent auction in an attack world: its rows for the snapshot that proves a refused call changed nothing,
// and an auction opened through the API with an item two players bid on.
import { randomUUID } from 'node:crypto';
import { auctionCatalogue, auctionItem, type PublicAuctionItem } from '@fairway/contracts/auction';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { TestApp } from '../../support/test-app';
import type { TestUser } from '../../support/test-users';

/** Every auction row of the tournament, in a fixed order. */
export function auctionSnapshot(dataSource: DataSource, tournamentId: string): Promise<unknown[]> {
  const rows = (table: string, order: string) => dataSource.query(`SELECT * FROM ${table} WHERE tournament_id = $1 ORDER BY ${order}`, [tournamentId]);
  return Promise.all([
    rows('auction_settings', 'tournament_id'),
    rows('auction_items', 'id'),
    rows('bidder_numbers', 'number'),
    rows('auction_bids', 'seq'),
    rows('auction_wins', 'id'),
    rows('auction_fund_a_need', 'tournament_id'),
    rows('auction_fund_a_need_gifts', 'id'),
  ]);
}

export interface AuctionAttack {
  base: string;
  /** A new item ($100 to start, $5 a bid), with any fields given. */
  addItem(fields?: Record<string, unknown>): Promise<string>;
  bid(user: TestUser | null, itemId: string, body?: Record<string, unknown>): request.Test;
  /** The item as a visitor reads it in the catalogue. */
  shown(itemId: string): Promise<PublicAuctionItem>;
}

/** The tournament's auction, open to everyone signed in for the next hour, set up by its admin through the API. */
export async function openAuction(testApp: TestApp, tournamentId: string, admin: TestUser): Promise<AuctionAttack> {
  const base = `/api/tournaments/${tournamentId}/auction`;
  const closesAt = new Date(Date.now() + 60 * 60_000).toISOString();
  await request(testApp.http)
    .put(`${base}/settings`)
    .set('Authorization', admin.bearer)
    .send({ closesAt, softCloseMinutes: 0, whoMayBid: 'signed-in' })
    .expect(200);
  return {
    base,
    addItem: async (fields = {}) =>
      auctionItem.parse(
        (
          await request(testApp.http)
            .post(`${base}/items`)
            .set('Authorization', admin.bearer)
            .send({ title: 'Signed flag from the Open', startingBidCents: 10_000, incrementRule: { kind: 'fixed', cents: 500 }, ...fields })
            .expect(201)
        ).body,
      ).id,
    bid: (user, itemId, body = {}) => {
      const call = request(testApp.http).post(`${base}/items/${itemId}/bids`);
      if (user) call.set('Authorization', user.bearer);
      return call.send({ idempotencyKey: randomUUID(), ...body });
    },
    shown: async (itemId) => auctionCatalogue.parse((await request(testApp.http).get(base).expect(200)).body).items.find((item) => item.id === itemId)!,
  };
}
