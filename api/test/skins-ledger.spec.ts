import { type LedgerEntry, ledgerResponse } from '@fairway/contracts/ledger';
import { skinsSettingsResponse } from '@fairway/contracts/skins';
import { tournament as tournamentSchema } from '@fairway/contracts';
import request from 'supertest';
import { appWithFixtures } from './support/fixtures';
import { openEventStream, type SseStream } from './support/sse-client';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('the donated share of the skins fees in the ledger', () => {
  const suite = appWithFixtures();
  let admin: TestUser;
  let stranger: TestUser;
  let baseUrl: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    [admin, stranger] = await Promise.all([signUpTestUser('skins-ledger-admin'), signUpTestUser('skins-ledger-stranger')]);
    await suite.testApp.app.listen(0, '127.0.0.1');
    baseUrl = await suite.testApp.app.getUrl();
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

  const http = () => request(suite.testApp.http);
  const settings = { basis: 'gross', unit: 'player', carryover: true, validation: 'none', entryFee: 10, donatedPercent: 10 };

  async function skinsWithThreePlayers() {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid });
    await http()
      .post(`/api/tournaments/${tournament.id}/ledger`)
      .set('Authorization', admin.bearer)
      .send({ kind: 'donation', amount: 500, donorName: 'Dee', method: 'card' })
      .expect(201);
    const teams = await Promise.all(
      [
        ['Ann', 'Eagles'],
        ['Bob', 'Hawks'],
        ['Cy', 'Owls'],
      ].map(([player, team]) => suite.setup.team(tournament.id, [{ name: player!, handicap: 0 }], { name: team! })),
    );
    await http().put(`/api/tournaments/${tournament.id}/skins`).set('Authorization', admin.bearer).send(settings).expect(200);
    return { id: tournament.id, players: teams.map((team) => team.players[0]!.id) };
  }

  const saveEntrants = (id: string, entrantIds: string[], user = admin) =>
    http().put(`/api/tournaments/${id}/skins/entrants`).set('Authorization', user.bearer).send({ entrantIds });
  const saveSettings = (id: string, changes: object) =>
    http()
      .put(`/api/tournaments/${id}/skins`)
      .set('Authorization', admin.bearer)
      .send({ ...settings, ...changes })
      .expect(200);
  const raised = async (id: string) => tournamentSchema.parse((await http().get(`/api/tournaments/${id}`).expect(200)).body).charityRaised;
  const ledger = async (id: string) =>
    ledgerResponse.parse((await http().get(`/api/tournaments/${id}/ledger`).set('Authorization', admin.bearer).expect(200)).body);
  /** The skins entries, oldest first: [amount, state, void reason]. */
  const skinsEntries = async (id: string) =>
    (await ledger(id)).entries
      .filter((entry) => entry.kind === 'entry-fee')
      .reverse()
      .map((entry: LedgerEntry) => [entry.amount, entry.state, entry.voidReason]);

  it('saving entrants records one received entry-fee entry of the share donated, told live; a change voids it and records the new share', async () => {
    const { id, players } = await skinsWithThreePlayers();
    const live = await openEventStream(`${baseUrl}/api/tournaments/${id}/events`);
    streams.push(live);
    await live.next('leaderboard');

    const entered = skinsSettingsResponse.parse((await saveEntrants(id, players).expect(200)).body);
    expect(entered).toMatchObject({ pot: 27, donated: 3 });
    const [entry] = (await ledger(id)).entries;
    expect(entry).toMatchObject({
      kind: 'entry-fee',
      state: 'received',
      amount: 3,
      donorName: 'Skins',
      method: 'cash',
      teamId: null,
      privateNote: 'Skins: 10% of 3 × $10.00 entry fees',
      recordedBy: admin.uid,
    });
    expect(await raised(id)).toBe(503);
    await live.next('charity', (event) => event.data.charityRaised === 503);

    await saveEntrants(id, players.slice(0, 2)).expect(200);
    expect(await skinsEntries(id)).toEqual([
      [3, 'void', 'Skins entrants changed'],
      [2, 'received', null],
    ]);
    expect((await ledger(id)).raised).toBe(502);
    expect(await raised(id)).toBe(502);
    await live.next('charity', (event) => event.data.charityRaised === 502);

    await saveEntrants(id, [players[1]!, players[0]!]).expect(200);
    expect(await skinsEntries(id)).toHaveLength(2);
    expect(await raised(id)).toBe(502);
  });

  it('a new fee or share moves the entry; nobody entered, or a switch to team skins, voids it without a new one', async () => {
    const { id, players } = await skinsWithThreePlayers();
    await saveEntrants(id, players).expect(200);
    await saveSettings(id, { carryover: false });
    expect(await skinsEntries(id)).toEqual([[3, 'received', null]]);

    await saveSettings(id, { donatedPercent: 50 });
    expect(await skinsEntries(id)).toEqual([
      [3, 'void', 'Skins settings changed'],
      [15, 'received', null],
    ]);
    expect((await ledger(id)).entries[0]!.privateNote).toBe('Skins: 50% of 3 × $10.00 entry fees');
    expect(await raised(id)).toBe(515);

    await saveEntrants(id, []).expect(200);
    expect((await skinsEntries(id)).at(-1)).toEqual([15, 'void', 'Skins entrants changed']);
    expect(await raised(id)).toBe(500);

    await saveEntrants(id, players.slice(0, 1)).expect(200);
    expect((await ledger(id)).entries[0]!.privateNote).toBe('Skins: 50% of 1 × $10.00 entry fee');
    await saveSettings(id, { donatedPercent: 50, unit: 'team' });
    expect((await skinsEntries(id)).map(([amount, state]) => [amount, state])).toEqual([
      [3, 'void'],
      [15, 'void'],
      [5, 'void'],
    ]);
    expect(await raised(id)).toBe(500);
    // The tournament goes with its skins and its ledger, entry and reference alike.
    await saveEntrants(id, [(await suite.setup.team(id, [{ name: 'Dot', handicap: 0 }], { name: 'Larks' })).id]).expect(200);
    await http().delete(`/api/tournaments/${id}`).set('Authorization', admin.bearer).expect(204);
  });

  it('only the tournament admin records entrants: a stranger gets 403 and the ledger is untouched', async () => {
    const { id, players } = await skinsWithThreePlayers();
    await saveEntrants(id, players, stranger).expect(403);
    await http().put(`/api/tournaments/${id}/skins/entrants`).send({ entrantIds: players }).expect(401);
    expect(await skinsEntries(id)).toEqual([]);
    expect(skinsSettingsResponse.parse((await http().get(`/api/tournaments/${id}/skins`).expect(200)).body).entrants).toEqual([]);
    expect(await raised(id)).toBe(500);
  });
});
