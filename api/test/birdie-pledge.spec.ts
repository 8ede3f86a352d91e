import { birdiePledge, birdiePledgesResponse } from '@fairway/contracts/birdie-pledge';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { ledgerResponse } from '@fairway/contracts/ledger';
import { tournament as tournamentSchema } from '@fairway/contracts';
import request from 'supertest';
import { catalogueHoles, fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('birdie pledges over HTTP, moved by live scores', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let admin: TestUser;
  let player: TestUser;
  const par = (hole: number) => catalogueHoles().find((entry) => entry.number === hole)!.par;

  const api = () => request(testApp.http);
  const pledges = async (id: string, user?: TestUser) => {
    const call = api().get(`/api/tournaments/${id}/birdie-pledges`);
    if (user) call.set('Authorization', user.bearer);
    return birdiePledgesResponse.parse((await call.expect(200)).body);
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [admin, player] = await Promise.all([signUpTestUser('pledge-admin'), signUpTestUser('pledge-player')]);
  });

  afterAll(() => testApp?.close());

  it('moves each pledge and the total when a birdie is posted, holds a pledge at its cap, and collects it into the ledger', async () => {
    const tournament = await fx.tournament({ adminUserId: admin.uid });
    const team = await fx.team(tournament.id, [{ name: 'Pia', email: player.email, userId: player.uid }, { name: 'Quinn' }]);
    const otherTeam = await fx.team(tournament.id, [{ name: 'Rex' }]);
    const base = `/api/tournaments/${tournament.id}/birdie-pledges`;
    const teamPledge = birdiePledge.parse(
      (await api().post(base).send({ donorName: 'Grandma', contactEmail: 'grandma@example.com', teamId: team.id, amountPerBirdie: 10, cap: 15 }).expect(201))
        .body,
    );
    const fieldPledge = birdiePledge.parse((await api().post(base).send({ anonymous: true, amountPerBirdie: '2.50' }).expect(201)).body);
    expect(teamPledge).toMatchObject({ donorName: 'Grandma', birdies: 0, due: 0, state: 'open' });
    expect(JSON.stringify(teamPledge)).not.toContain('grandma@example.com');
    expect((await pledges(tournament.id)).totalDue).toBe(0);

    const score = (hole: number, strokes: number, playerId = team.players[0]!.id, teamId = team.id) =>
      api().post('/api/scores').set('Authorization', player.bearer).send({ tournamentId: tournament.id, teamId, playerId, hole, strokes });
    await score(1, par(1) - 1).expect(201);
    let read = await pledges(tournament.id);
    expect(read.pledges.map((pledge) => [pledge.birdies, pledge.due])).toEqual([
      [1, 10],
      [1, 2.5],
    ]);
    expect(read.totalDue).toBe(12.5);
    await score(2, par(2)).expect(201);
    await score(3, par(3) - 2).expect(201);
    await api()
      .post('/api/scores')
      .set('Authorization', admin.bearer)
      .send({ tournamentId: tournament.id, teamId: otherTeam.id, playerId: otherTeam.players[0]!.id, hole: 4, strokes: par(4) - 1 })
      .expect(201);
    read = await pledges(tournament.id);
    expect(read.pledges.map((pledge) => [pledge.birdies, pledge.due, pledge.capped])).toEqual([
      [2, 15, true],
      [3, 7.5, false],
    ]);
    expect(read.totalDue).toBe(22.5);

    const admins = await pledges(tournament.id, admin);
    expect(admins.pledges[0]!.contactEmail).toBe('grandma@example.com');
    expect(JSON.stringify(await pledges(tournament.id))).not.toContain('grandma@example.com');

    await api().post(`${base}/${teamPledge.id}/collect`).set('Authorization', player.bearer).send({ method: 'cash' }).expect(403);
    const collected = birdiePledge.parse(
      (await api().post(`${base}/${teamPledge.id}/collect`).set('Authorization', admin.bearer).send({ method: 'card' }).expect(200)).body,
    );
    expect(collected).toMatchObject({ state: 'collected', due: 15 });
    const again = await api().post(`${base}/${teamPledge.id}/collect`).set('Authorization', admin.bearer).send({ method: 'card' }).expect(409);
    expect(again.body.message).toBe(fundraisingMessages.pledgeNotOpen);
    expect(tournamentSchema.parse((await api().get(`/api/tournaments/${tournament.id}`).expect(200)).body).charityRaised).toBe(15);
    const ledger = ledgerResponse.parse(
      (await api().get(`/api/tournaments/${tournament.id}/ledger?kind=pledge-payment`).set('Authorization', admin.bearer).expect(200)).body,
    );
    expect(ledger.entries.map((entry) => [entry.id, entry.amount, entry.teamId])).toEqual([[collected.ledgerEntryId, 15, team.id]]);
    // A birdie after collection does not change what was collected.
    await score(5, par(5) - 1).expect(201);
    expect((await pledges(tournament.id)).pledges[0]!.due).toBe(15);
    expect(fieldPledge.donorName).toBeNull();
  });

  it('refuses a pledge without a name unless anonymous, a cap below the amount, a team of another tournament, and collecting nothing', async () => {
    const tournament = await fx.tournament({ adminUserId: admin.uid });
    const base = `/api/tournaments/${tournament.id}/birdie-pledges`;
    const nameless = await api().post(base).send({ amountPerBirdie: 5 }).expect(400);
    expect(nameless.body.details).toEqual([{ path: 'donorName', message: fundraisingMessages.donorNameRequired }]);
    const cap = await api().post(base).send({ donorName: 'Al', amountPerBirdie: 5, cap: 2 }).expect(400);
    expect(cap.body.details).toEqual([{ path: 'cap', message: fundraisingMessages.capBelowAmount }]);
    await api().post(base).send({ donorName: 'Al', amountPerBirdie: 0 }).expect(400);
    const elsewhere = await fx.team((await fx.tournament({ adminUserId: admin.uid })).id, [{ name: 'Zed' }]);
    await api().post(base).send({ donorName: 'Al', amountPerBirdie: 5, teamId: elsewhere.id }).expect(400);
    const pledgeId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const first = await api().post(base).send({ pledgeId, donorName: 'Al', amountPerBirdie: 5 }).expect(201);
    const retried = await api().post(base).send({ pledgeId, donorName: 'Al', amountPerBirdie: 5 }).expect(201);
    expect(retried.body.id).toBe(first.body.id);
    expect((await pledges(tournament.id)).pledges).toHaveLength(1);
    const nothing = await api().post(`${base}/${pledgeId}/collect`).set('Authorization', admin.bearer).send({ method: 'cash' }).expect(409);
    expect(nothing.body.message).toBe(fundraisingMessages.pledgeNothingDue);
    await api().post(`${base}/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/collect`).set('Authorization', admin.bearer).send({ method: 'cash' }).expect(404);
  });
});
