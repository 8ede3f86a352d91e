import { errorBody } from '@fairway/contracts';
import { skinsBoardResponse, skinsMessages, skinsSettingsResponse } from '@fairway/contracts/skins';
import request from 'supertest';
import { appWithFixtures } from './support/fixtures';
import { postRounds, round } from './round-helpers';
import { signUpTestUser, type TestUser } from './support/test-users';

// Pebble Beach (the fixtures' card): hole 14 is stroke index 1. The fixtures' tournament has no course id,
// so a course handicap is the index itself; stroke play's allowance is 95%: index 1 plays off 1.

describe('skins', () => {
  const suite = appWithFixtures();
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [admin, stranger] = await Promise.all([signUpTestUser('skins-admin'), signUpTestUser('skins-stranger')]);
  });

  const http = () => request(suite.testApp.http);

  /**
   * Three single-player teams on a finished round. Gross: Ann wins hole 1, 2-3 tie, Bob wins 4 (three
   * holes' worth), 5-17 tie, Cy wins 18 (fourteen holes' worth). Net: Bob's stroke on hole 14 turns his par
   * into the only net birdie, which takes holes 5-14; Cy's birdie on 18 then takes 15-18.
   */
  async function finishedRound() {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid, format: 'stroke-play' });
    const ann = await suite.setup.team(tournament.id, [{ name: 'Ann', handicap: 0 }], { name: 'Eagles' });
    const bob = await suite.setup.team(tournament.id, [{ name: 'Bob', handicap: 1 }], { name: 'Hawks' });
    const cy = await suite.setup.team(tournament.id, [{ name: 'Cy', handicap: 0 }], { name: 'Owls' });
    await postRounds(suite.testApp.app, admin, [
      [ann, round({ 1: -1 })],
      [bob, round({ 4: -1 })],
      [cy, round({ 18: -1 })],
    ]);
    return { tournament, players: [ann.players[0]!.id, bob.players[0]!.id, cy.players[0]!.id] };
  }

  const settings = { basis: 'both', unit: 'player', carryover: true, validation: 'none', entryFee: 10, donatedPercent: 10 };

  it('the organiser sets skins up and records who entered; the pot is the fees less the share donated', async () => {
    const { tournament, players } = await finishedRound();
    await http().get(`/api/tournaments/${tournament.id}/skins`).expect(404);
    await http().put(`/api/tournaments/${tournament.id}/skins`).set('Authorization', stranger.bearer).send(settings).expect(403);
    const bad = await http()
      .put(`/api/tournaments/${tournament.id}/skins`)
      .set('Authorization', admin.bearer)
      .send({ ...settings, entryFee: 1.234, donatedPercent: 101 })
      .expect(400);
    expect(errorBody.parse(bad.body).details).toEqual([
      { path: 'entryFee', message: skinsMessages.entryFee },
      { path: 'donatedPercent', message: skinsMessages.donatedPercent },
    ]);

    await http().put(`/api/tournaments/${tournament.id}/skins`).set('Authorization', admin.bearer).send(settings).expect(200);
    const wrong = await http()
      .put(`/api/tournaments/${tournament.id}/skins/entrants`)
      .set('Authorization', admin.bearer)
      .send({ entrantIds: [tournament.id] })
      .expect(400);
    expect(errorBody.parse(wrong.body).message).toBe(skinsMessages.unknownEntrant);
    const entered = skinsSettingsResponse.parse(
      (await http().put(`/api/tournaments/${tournament.id}/skins/entrants`).set('Authorization', admin.bearer).send({ entrantIds: players }).expect(200)).body,
    );
    expect(entered).toMatchObject({ entryFee: 10, donatedPercent: 10, pot: 27, donated: 3 });
    expect(entered.entrants.map((entrant) => entrant.name)).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('the board of a finished round posted through the API: gross and net games, carryovers, values in whole cents', async () => {
    const { tournament, players } = await finishedRound();
    await http().put(`/api/tournaments/${tournament.id}/skins`).set('Authorization', admin.bearer).send(settings).expect(200);
    await http().put(`/api/tournaments/${tournament.id}/skins/entrants`).set('Authorization', admin.bearer).send({ entrantIds: players }).expect(200);

    const board = skinsBoardResponse.parse((await http().get(`/api/tournaments/${tournament.id}/skins/board`).expect(200)).body);
    const [gross, net] = board.games;
    // $27 pot, half per game: $13.50 over 18 holes is $0.75 a hole.
    expect(gross).toMatchObject({ basis: 'gross', pot: 13.5, final: true, holesUnwon: 0 });
    expect(gross!.winners.map((winner) => [winner.name, winner.skins, winner.holesWon, winner.value])).toEqual([
      ['Cy', 1, 14, 10.5],
      ['Bob', 1, 3, 2.25],
      ['Ann', 1, 1, 0.75],
    ]);
    expect(gross!.holes.filter((hole) => hole.status === 'won').map((hole) => [hole.hole, hole.winnerName])).toEqual([
      [1, 'Ann'],
      [4, 'Bob'],
      [18, 'Cy'],
    ]);
    expect(net).toMatchObject({ basis: 'net', pot: 13.5 });
    expect(net!.winners.map((winner) => [winner.name, winner.skins, winner.holesWon, winner.value])).toEqual([
      ['Bob', 2, 13, 9.75],
      ['Cy', 1, 4, 3],
      ['Ann', 1, 1, 0.75],
    ]);
    expect(net!.holes[13]).toMatchObject({ hole: 14, status: 'won', winnerName: 'Bob', score: 4, holesWon: 10 });
  });

  it("team skins play each team's best ball; switching between player and team skins clears the entrants", async () => {
    const { tournament, players } = await finishedRound();
    await http()
      .put(`/api/tournaments/${tournament.id}/skins`)
      .set('Authorization', admin.bearer)
      .send({ ...settings, basis: 'gross' })
      .expect(200);
    await http().put(`/api/tournaments/${tournament.id}/skins/entrants`).set('Authorization', admin.bearer).send({ entrantIds: players }).expect(200);
    const switched = skinsSettingsResponse.parse(
      (
        await http()
          .put(`/api/tournaments/${tournament.id}/skins`)
          .set('Authorization', admin.bearer)
          .send({ ...settings, basis: 'gross', unit: 'team' })
          .expect(200)
      ).body,
    );
    expect(switched).toMatchObject({ unit: 'team', entrants: [], pot: 0 });
    await http().put(`/api/tournaments/${tournament.id}/skins/entrants`).set('Authorization', admin.bearer).send({ entrantIds: players }).expect(400);
    const board = skinsBoardResponse.parse((await http().get(`/api/tournaments/${tournament.id}/skins/board`).expect(200)).body);
    // Nobody entered, so all play for nothing: equal values, one skin each, listed by name.
    expect(board.games[0]!.winners.map((winner) => [winner.name, winner.holesWon, winner.value])).toEqual([
      ['Eagles', 1, 0],
      ['Hawks', 3, 0],
      ['Owls', 14, 0],
    ]);
  });

  it('only the entrants play when some have entered; without carryover a tie is worth nothing', async () => {
    const { tournament, players } = await finishedRound();
    await http()
      .put(`/api/tournaments/${tournament.id}/skins`)
      .set('Authorization', admin.bearer)
      .send({ ...settings, basis: 'gross', carryover: false, donatedPercent: 0 })
      .expect(200);
    await http()
      .put(`/api/tournaments/${tournament.id}/skins/entrants`)
      .set('Authorization', admin.bearer)
      .send({ entrantIds: players.slice(0, 2) })
      .expect(200);
    const board = skinsBoardResponse.parse((await http().get(`/api/tournaments/${tournament.id}/skins/board`).expect(200)).body);
    expect(board.games.map((game) => game.basis)).toEqual(['gross']);
    expect(board.games[0]!.winners.map((winner) => [winner.name, winner.value])).toEqual([
      ['Ann', 10],
      ['Bob', 10],
    ]);
    expect(board.games[0]!.holesUnwon).toBe(0);
  });
});
