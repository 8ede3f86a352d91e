import { addOn, addOnSale, teamWallet } from '@fairway/contracts/add-on';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { ledgerResponse } from '@fairway/contracts/ledger';
import { errorBody, tournament as tournamentSchema } from '@fairway/contracts';
import request from 'supertest';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('add-ons, sales at check-in and the team wallet over HTTP', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);
  const raised = async (id: string) => tournamentSchema.parse((await api().get(`/api/tournaments/${id}`).expect(200)).body).charityRaised;

  async function event() {
    const tournament = await fx.tournament({ adminUserId: admin.uid });
    const team = await fx.team(tournament.id, [{ name: 'Mo Member', email: member.email, userId: member.uid }, { name: 'Pat Partner' }]);
    const product = (body: object) => as(admin, api().post(`/api/tournaments/${tournament.id}/add-ons`)).send(body);
    const sell = (body: object) =>
      as(admin, api().post(`/api/tournaments/${tournament.id}/add-on-sales`)).send({ teamId: team.id, method: 'cash', quantity: 1, ...body });
    const wallet = (user: TestUser = member) => as(user, api().get(`/api/tournaments/${tournament.id}/teams/${team.id}/wallet`));
    const useMulligan = (body: object, user: TestUser = member) =>
      as(user, api().post(`/api/tournaments/${tournament.id}/teams/${team.id}/mulligans`)).send(body);
    return { tournament, team, product, sell, wallet, useMulligan };
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [admin, member, outsider] = await Promise.all([signUpTestUser('addon-admin'), signUpTestUser('addon-member'), signUpTestUser('addon-outsider')]);
  });

  afterAll(() => testApp?.close());

  it('sells mulligans to a team as a ledger entry, fills the wallet, and refuses past the team limit', async () => {
    const { tournament, team, product, sell, wallet } = await event();
    const mulligan = addOn.parse((await product({ kind: 'mulligan', name: 'Mulligan', price: 10, limitPer: 'team', limit: 4 }).expect(201)).body);
    expect(mulligan).toMatchObject({ mulligans: 1, sold: 0 });
    const sale = addOnSale.parse((await sell({ productId: mulligan.id, quantity: 3 }).expect(201)).body);
    expect(sale).toMatchObject({ quantity: 3, amount: 30, teamId: team.id });
    expect(await raised(tournament.id)).toBe(30);
    const ledger = ledgerResponse.parse((await as(admin, api().get(`/api/tournaments/${tournament.id}/ledger?kind=add-on-sale`)).expect(200)).body);
    expect(ledger.entries.map((entry) => [entry.id, entry.amount, entry.teamId])).toEqual([[sale.ledgerEntryId, 30, team.id]]);
    expect(teamWallet.parse((await wallet().expect(200)).body).mulligans).toEqual({ bought: 3, used: 0, left: 3 });
    const over = await sell({ productId: mulligan.id, quantity: 2 }).expect(409);
    expect(over.body.message).toBe(fundraisingMessages.overLimit(4, 'team'));
    await sell({ productId: mulligan.id, quantity: 1 }).expect(201);
    expect(await raised(tournament.id)).toBe(40);
  });

  it('refuses a sale past the stock, and puts items back when the sale is voided', async () => {
    const { tournament, product, sell } = await event();
    const raffle = addOn.parse((await product({ kind: 'raffle-ticket', name: 'Raffle ticket', price: '5', stock: 3 }).expect(201)).body);
    const sale = addOnSale.parse((await sell({ productId: raffle.id, quantity: 3 }).expect(201)).body);
    const soldOut = await sell({ productId: raffle.id, quantity: 1 }).expect(409);
    expect(soldOut.body.message).toBe(fundraisingMessages.outOfStock(0));
    await as(admin, api().post(`/api/tournaments/${tournament.id}/ledger/${sale.ledgerEntryId}/void`))
      .send({ reason: 'Refunded' })
      .expect(200);
    expect(await raised(tournament.id)).toBe(0);
    const listed = addOn.array().parse((await api().get(`/api/tournaments/${tournament.id}/add-ons`).expect(200)).body);
    expect(listed[0]!.sold).toBe(0);
    const tooMany = await sell({ productId: raffle.id, quantity: 4 }).expect(409);
    expect(tooMany.body.message).toBe(fundraisingMessages.outOfStock(3));
  });

  it('limits per player and needs the player for it; a player of another team is refused', async () => {
    const { team, product, sell } = await event();
    const skins = addOn.parse((await product({ kind: 'raffle-ticket', name: 'Big raffle', price: 20, limitPer: 'player', limit: 1 }).expect(201)).body);
    const needsPlayer = await sell({ productId: skins.id }).expect(400);
    expect(needsPlayer.body.message).toBe(fundraisingMessages.playerSaleNeedsPlayer);
    const [first, second] = team.players;
    await sell({ productId: skins.id, playerId: first!.id }).expect(201);
    const again = await sell({ productId: skins.id, playerId: first!.id }).expect(409);
    expect(again.body.message).toBe(fundraisingMessages.overLimit(1, 'player'));
    await sell({ productId: skins.id, playerId: second!.id }).expect(201);
    const stranger = await fx.team((await fx.tournament({ adminUserId: admin.uid })).id, [{ name: 'Elsewhere' }]);
    await sell({ productId: skins.id, playerId: stranger.players[0]!.id }).expect(400);
    await sell({ productId: skins.id, playerId: first!.id, quantity: 0 }).expect(400);
    await sell({ productId: skins.id, playerId: first!.id, quantity: 1.5 }).expect(400);
  });

  it('refuses a new skins entry add-on: skins entrants are recorded with the skins game, where only the charity share is raised', async () => {
    const { tournament, product } = await event();
    const refused = await product({ kind: 'skins-entry', name: 'Skins', price: 20, limitPer: 'player', limit: 1 }).expect(400);
    expect(errorBody.parse(refused.body).details).toEqual([{ path: 'kind', message: fundraisingMessages.skinsEntryNotAnAddOn }]);
    expect(addOn.array().parse((await api().get(`/api/tournaments/${tournament.id}/add-ons`).expect(200)).body)).toEqual([]);
  });

  it('makes one sale of a retried submission with the same sale id', async () => {
    const { tournament, product, sell } = await event();
    const mulligan = addOn.parse((await product({ kind: 'mulligan', name: 'Mulligan', price: 10 }).expect(201)).body);
    const saleId = '0b8f3c2a-1d4e-4f6a-9b7c-2e5d8a1f3c4b';
    const [a, b] = await Promise.all([sell({ productId: mulligan.id, saleId, quantity: 2 }), sell({ productId: mulligan.id, saleId, quantity: 2 })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await raised(tournament.id)).toBe(20);
  });

  it('uses mulligans, refuses them on blocked holes and when none are left, and keeps every use in the wallet', async () => {
    const { tournament, product, sell, wallet, useMulligan } = await event();
    const bundle = addOn.parse((await product({ kind: 'bundle', name: 'Bundle', price: 25, mulligans: 2 }).expect(201)).body);
    await sell({ productId: bundle.id }).expect(201);
    await as(admin, api().put(`/api/tournaments/${tournament.id}/mulligan-rules`))
      .send({ blockedHoles: [7, 7, 3] })
      .expect(200);
    expect((await api().get(`/api/tournaments/${tournament.id}/mulligan-rules`).expect(200)).body).toEqual({ blockedHoles: [3, 7] });
    const blocked = await useMulligan({ hole: 7 }).expect(409);
    expect(blocked.body.message).toBe(fundraisingMessages.mulliganBlockedHole(7));
    const useId = '5d2c8f1e-3a4b-4c6d-8e9f-1a2b3c4d5e6f';
    await useMulligan({ hole: 5, useId }).expect(201);
    const replay = teamWallet.parse((await useMulligan({ hole: 5, useId }).expect(201)).body);
    expect(replay.mulligans).toEqual({ bought: 2, used: 1, left: 1 });
    await useMulligan({ hole: 6 }, admin).expect(201);
    const none = await useMulligan({ hole: 8 }).expect(409);
    expect(none.body.message).toBe(fundraisingMessages.noMulligansLeft);
    const final = teamWallet.parse((await wallet(admin).expect(200)).body);
    expect(final.uses.map((use) => [use.hole, use.usedBy])).toEqual([
      [5, member.uid],
      [6, admin.uid],
    ]);
    await useMulligan({ hole: 19 }).expect(400);
  });

  it('lets only the team and the admin read the wallet or use its mulligans, and only the admin sell', async () => {
    const { product, sell, wallet, useMulligan, tournament, team } = await event();
    await wallet(outsider).expect(403);
    await useMulligan({ hole: 1 }, outsider).expect(403);
    await api().get(`/api/tournaments/${tournament.id}/teams/${team.id}/wallet`).expect(401);
    const mulligan = addOn.parse((await product({ kind: 'mulligan', name: 'Mulligan', price: 10 }).expect(201)).body);
    await as(member, api().post(`/api/tournaments/${tournament.id}/add-on-sales`))
      .send({ productId: mulligan.id, teamId: team.id, method: 'cash', quantity: 1 })
      .expect(403);
    await as(member, api().post(`/api/tournaments/${tournament.id}/add-ons`))
      .send({ kind: 'mulligan', name: 'Free', price: 1 })
      .expect(403);
    await sell({ productId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }).expect(400);
    await product({ kind: 'hot-dog', name: 'Hot dog', price: 3 }).expect(400);
    expect(await raised(tournament.id)).toBe(0);
  });
});
