import { errorBody, messages, team as teamSchema, teamsResponse } from '@fairway/contracts';
import request from 'supertest';
import { courseCatalogue } from '../src/database/seeds/course-catalogue';
import { catalogueHoles } from './support/fixtures';
import {
  fieldMessages,
  insertScores,
  parOf,
  playerRows,
  startTeamTestWorld,
  type TeamTestWorld,
  teamRows,
  tournamentWithTeam,
  unknownId,
} from './team-helpers';

let world: TeamTestWorld;
const http = () => request(world.testApp.http);
const ann = { name: 'Ann', email: 'ann@example.com', handicap: 12, position: 1 };
const bo = { name: 'Bo', email: null, handicap: 20, position: 2 };
const codeAlphabet = /^[A-HJ-NP-Z2-9]{6}$/;

beforeAll(async () => {
  world = await startTeamTestWorld();
});

afterAll(() => world?.close());

describe('GET /api/tournaments/:id/teams', () => {
  it('lists teams with players by position, public, with zero totals before any score', async () => {
    const { tournament, team } = await tournamentWithTeam(world, { startingHole: 7, currentHole: 7 });
    const response = await http().get(`/api/tournaments/${tournament.id}/teams`).expect(200);
    const [listed] = teamsResponse.parse(response.body);
    expect(listed).toMatchObject({ id: team.id, tournamentId: tournament.id, startingHole: 7, currentHole: 7, totalScore: 0 });
    expect(listed!.players.map((player) => [player.position, player.name])).toEqual([
      [1, 'Mia Member'],
      [2, 'Pat Partner'],
    ]);
    expect(listed!.players[0]).toMatchObject({ checkedIn: false, checkedInAt: null, handicap: 10 });
  });

  it('computes best-ball net total and the shotgun current hole from the scores table', async () => {
    const tournament = await world.fx.tournament({ adminUserId: world.admin.uid });
    const team = await world.fx.team(tournament.id, [{ handicap: 0 }, { handicap: 18 }], { startingHole: 16 });
    const [scratch, eighteen] = team.players.sort((a, b) => a.position - b.position);
    const holes = [16, 17, 18];
    const strokes = { scratch: [5, 4, 6], eighteen: [5, 5, 5] };
    await insertScores(
      world,
      holes.flatMap((hole, index) => [
        { tournamentId: tournament.id, teamId: team.id, playerId: scratch!.id, hole, strokes: strokes.scratch[index]! },
        { tournamentId: tournament.id, teamId: team.id, playerId: eighteen!.id, hole, strokes: strokes.eighteen[index]! },
      ]),
    );
    // WHS best ball: 18 x 85% = 15.3 -> playing handicap 15, one stroke on stroke index 1-15.
    const strokeIndex = (hole: number) => catalogueHoles().find((entry) => entry.number === hole)!.handicap;
    const expected = holes.reduce((total, hole, index) => {
      const net = Math.min(strokes.scratch[index]!, strokes.eighteen[index]! - (strokeIndex(hole) <= 15 ? 1 : 0));
      return total + net - parOf(hole);
    }, 0);
    const response = await http().get(`/api/tournaments/${tournament.id}/teams`).expect(200);
    expect(teamsResponse.parse(response.body)[0]).toMatchObject({ currentHole: 1, totalScore: expected });
  });

  it('agrees with the leaderboard on a rated course (WHS course handicap from slope and rating)', async () => {
    const [course] = (await world.fx.dataSource.query('SELECT id FROM courses WHERE name = $1', [courseCatalogue[0]!.name])) as Array<{ id: string }>;
    expect(course).toBeDefined();
    const tournament = await world.fx.tournament({ adminUserId: world.admin.uid, courseId: course!.id, format: 'stroke-play' });
    const team = await world.fx.team(tournament.id, [{ handicap: 9.4 }, { handicap: 27 }], { startingHole: 3 });
    await insertScores(
      world,
      team.players.flatMap((player, index) =>
        [3, 4, 5].map((hole) => ({
          tournamentId: tournament.id,
          teamId: team.id,
          playerId: player.id,
          hole,
          strokes: parOf(hole) + index,
        })),
      ),
    );
    const listed = teamsResponse.parse((await http().get(`/api/tournaments/${tournament.id}/teams`).expect(200)).body)[0]!;
    const board = (await http().get(`/api/leaderboard/${tournament.id}`).expect(200)).body as {
      rows: Array<{ teamId: string; totalScore: number; currentHole: number }>;
    };
    const row = board.rows.find((entry) => entry.teamId === team.id)!;
    expect(listed.currentHole).toBe(6);
    expect(listed).toMatchObject({ totalScore: row.totalScore, currentHole: row.currentHole });
    expect(listed.totalScore).toBeLessThan(3);
  });

  it('answers 404 for an unknown tournament and 400 for a malformed id', async () => {
    const missing = await http().get(`/api/tournaments/${unknownId}/teams`).expect(404);
    expect(errorBody.parse(missing.body).message).toBe(messages.tournament.notFound);
    const malformed = await http().get('/api/tournaments/not-a-uuid/teams').expect(400);
    expect(fieldMessages(malformed.body)).toEqual([messages.validation.invalidId]);
  });
});

describe('POST /api/tournaments/:id/teams', () => {
  async function tournament() {
    return world.fx.tournament({ adminUserId: world.admin.uid });
  }

  it('creates a foursome for a signed-in player with a fresh invite code, ignoring client-generated fields', async () => {
    const { id } = await tournament();
    const body = {
      name: ' Birdie Hunters ',
      tournamentId: unknownId,
      inviteCode: 'ZZZZZZ',
      startingHole: 5,
      currentHole: 9,
      players: [{ ...ann, email: world.member.email }],
    };
    const response = await http().post(`/api/tournaments/${id}/teams`).set('Authorization', world.member.bearer).send(body).expect(201);
    const created = teamSchema.parse(response.body);
    expect(created).toMatchObject({ name: 'Birdie Hunters', tournamentId: id, startingHole: 5, currentHole: 5, totalScore: 0 });
    expect(created.inviteCode).toMatch(codeAlphabet);
    expect(created.inviteCode).not.toBe('ZZZZZZ');
    expect(created.players).toHaveLength(1);
    const listed = teamsResponse.parse((await http().get(`/api/tournaments/${id}/teams`).set('Authorization', world.member.bearer).expect(200)).body);
    expect(listed).toEqual([created]);
  });

  it('puts a creator who is not on the roster at the first free position (membership is by e-mail)', async () => {
    const { id } = await tournament();
    const response = await http()
      .post(`/api/tournaments/${id}/teams`)
      .set('Authorization', world.outsider.bearer)
      .send({ name: 'Save Team', players: [ann, { ...bo, position: 3 }] })
      .expect(201);
    const created = teamSchema.parse(response.body);
    expect(created.startingHole).toBe(1);
    expect(created.players.map((player) => [player.position, player.email])).toEqual([
      [1, 'ann@example.com'],
      [2, world.outsider.email],
      [3, null],
    ]);
    expect(created.players[1]).toMatchObject({ name: 'outsider', handicap: 18 });
  });

  it('links the creator to an e-mail-less player bearing their display name instead of adding them twice', async () => {
    const { id } = await tournament();
    const response = await http()
      .post(`/api/tournaments/${id}/teams`)
      .set('Authorization', world.member.bearer)
      .send({ name: 'Named', players: [{ name: 'member', email: null, handicap: 9, position: 2 }] })
      .expect(201);
    expect(teamSchema.parse(response.body).players).toEqual([expect.objectContaining({ name: 'member', email: world.member.email, position: 2, handicap: 9 })]);
  });

  it('lets the admin add and pre-register teams (unassigned start allowed) without joining them', async () => {
    const { id } = await tournament();
    const drafts = [
      { name: 'Draft One', startingHole: 1, players: [ann] },
      { name: 'Draft Two', startingHole: 10, players: [{ ...ann, name: 'Cy', email: null }, bo] },
      { name: 'Admin Add', startingHole: null },
    ];
    const created = [];
    for (const draft of drafts) {
      const response = await http().post(`/api/tournaments/${id}/teams`).set('Authorization', world.admin.bearer).send(draft).expect(201);
      created.push(teamSchema.parse(response.body));
    }
    expect(created.map((entry) => [entry.startingHole, entry.currentHole, entry.players.length])).toEqual([
      [1, 1, 1],
      [10, 10, 2],
      [null, 1, 0],
    ]);
    expect(new Set(created.map((entry) => entry.inviteCode)).size).toBe(3);
    expect(created.flatMap((entry) => entry.players).some((player) => player.email === world.admin.email)).toBe(false);
  });

  it('accepts a plus handicap (stored negative) and turns a blank one into 18', async () => {
    const { id } = await tournament();
    const response = await http()
      .post(`/api/tournaments/${id}/teams`)
      .set('Authorization', world.admin.bearer)
      .send({
        name: 'Handicaps',
        players: [
          { ...ann, handicap: -2.5 },
          { ...bo, handicap: null },
        ],
      })
      .expect(201);
    expect(teamSchema.parse(response.body).players.map((player) => player.handicap)).toEqual([-2.5, 18]);
  });

  it.each([
    [{ name: '  ' }, messages.team.nameRequired],
    [{}, messages.team.nameRequired],
    [{ name: 'T', startingHole: 19 }, messages.team.startingHoleRange],
    [{ name: 'T', startingHole: 0 }, messages.team.startingHoleRange],
    [{ name: 'T', players: [{ ...ann, name: '' }] }, messages.player.nameRequired],
    [{ name: 'T', players: [{ ...ann, email: 'nope' }] }, messages.player.emailInvalid],
    [{ name: 'T', players: [{ ...ann, handicap: 55 }] }, messages.player.apiHandicapRange],
    [{ name: 'T', players: [{ ...ann, position: 5 }] }, messages.player.positionRange],
  ])('answers 400 for %j with "%s" and writes nothing', async (body, message) => {
    const { id } = await tournament();
    const response = await http().post(`/api/tournaments/${id}/teams`).set('Authorization', world.admin.bearer).send(body).expect(400);
    expect(fieldMessages(response.body)).toEqual([message]);
    expect(await teamRows(world, id)).toHaveLength(0);
  });

  it('answers 409 for a fifth player, a repeated position, or a full roster that leaves the creator out', async () => {
    const { id } = await tournament();
    const five = [1, 2, 3, 4, 4].map((position, index) => ({ ...bo, name: `P${index}`, position }));
    const fifth = await http().post(`/api/tournaments/${id}/teams`).set('Authorization', world.admin.bearer).send({ name: 'T', players: five }).expect(409);
    expect(errorBody.parse(fifth.body).message).toBe(messages.team.tooManyPlayers);
    const twice = await http()
      .post(`/api/tournaments/${id}/teams`)
      .set('Authorization', world.admin.bearer)
      .send({ name: 'T', players: [ann, { ...bo, position: 1 }] })
      .expect(409);
    expect(errorBody.parse(twice.body).message).toBe(messages.team.duplicatePosition);
    const four = [1, 2, 3, 4].map((position) => ({ ...bo, name: `P${position}`, position }));
    await http().post(`/api/tournaments/${id}/teams`).set('Authorization', world.member.bearer).send({ name: 'T', players: four }).expect(409);
    expect(await teamRows(world, id)).toHaveLength(0);
  });

  it('answers 401 to a visitor and 404 for an unknown tournament', async () => {
    const { id } = await tournament();
    await http().post(`/api/tournaments/${id}/teams`).send({ name: 'T' }).expect(401);
    await http().post(`/api/tournaments/${unknownId}/teams`).set('Authorization', world.member.bearer).send({ name: 'T' }).expect(404);
    await http().post('/api/tournaments/123/teams').set('Authorization', world.member.bearer).send({ name: 'T' }).expect(400);
    expect(await teamRows(world, id)).toHaveLength(0);
  });
});

describe('PATCH /api/teams/:id', () => {
  it('lets a member rename the team and replace the roster in one go (update, add, remove, swap)', async () => {
    const { tournament, team } = await tournamentWithTeam(world);
    const [mia, pat] = team.players.sort((a, b) => a.position - b.position);
    await insertScores(world, [{ tournamentId: tournament.id, teamId: team.id, playerId: pat!.id, hole: 1, strokes: 5 }]);
    const players = [
      { id: mia!.id, name: 'Mia M.', email: world.member.email, handicap: 11.4, position: 2 },
      { name: 'New Player', email: 'new@example.com', handicap: 3, position: 1 },
    ];
    const response = await http().patch(`/api/teams/${team.id}`).set('Authorization', world.member.bearer).send({ name: ' Renamed ', players }).expect(200);
    const updated = teamSchema.parse(response.body);
    expect(updated.name).toBe('Renamed');
    expect(updated.players.map((player) => [player.position, player.name, player.handicap])).toEqual([
      [1, 'New Player', 3],
      [2, 'Mia M.', 11.4],
    ]);
    expect(updated.players[1]!.id).toBe(mia!.id);
    const scoreCount = await world.fx.dataSource.query('SELECT count(*)::int AS n FROM scores WHERE player_id = $1', [pat!.id]);
    expect(scoreCount[0].n).toBe(0);
  });

  it('swaps two players positions (the position constraint is checked at commit)', async () => {
    const { team } = await tournamentWithTeam(world);
    const [mia, pat] = team.players.sort((a, b) => a.position - b.position);
    const players = [
      { id: mia!.id, name: mia!.name, email: mia!.email, handicap: 10, position: 2 },
      { id: pat!.id, name: pat!.name, email: null, handicap: 20, position: 1 },
    ];
    const response = await http().patch(`/api/teams/${team.id}`).set('Authorization', world.admin.bearer).send({ players }).expect(200);
    expect(teamSchema.parse(response.body).players.map((player) => [player.position, player.id])).toEqual([
      [1, pat!.id],
      [2, mia!.id],
    ]);
  });

  it('lets the admin rename and move the starting hole, and the current hole follows', async () => {
    const { team } = await tournamentWithTeam(world);
    const response = await http()
      .patch(`/api/teams/${team.id}`)
      .set('Authorization', world.admin.bearer)
      .send({ name: 'Admin Name', startingHole: 12 })
      .expect(200);
    expect(teamSchema.parse(response.body)).toMatchObject({ name: 'Admin Name', startingHole: 12, currentHole: 12 });
  });

  it('refuses a visitor (401) and another signed-in user (403), changing nothing', async () => {
    const { tournament, team } = await tournamentWithTeam(world);
    await http().patch(`/api/teams/${team.id}`).send({ name: 'Hijack' }).expect(401);
    const refused = await http().patch(`/api/teams/${team.id}`).set('Authorization', world.outsider.bearer).send({ name: 'Hijack', players: [] }).expect(403);
    expect(errorBody.parse(refused.body).statusCode).toBe(403);
    const [row] = await teamRows(world, tournament.id);
    expect(row!.name).toBe(team.name);
    expect(row!.players).toHaveLength(2);
  });

  it("validates with the contracts' messages", async () => {
    const { team } = await tournamentWithTeam(world);
    const blank = await http().patch(`/api/teams/${team.id}`).set('Authorization', world.member.bearer).send({ name: ' ' }).expect(400);
    expect(fieldMessages(blank.body)).toEqual([messages.team.nameRequired]);
    const empty = await http().patch(`/api/teams/${team.id}`).set('Authorization', world.member.bearer).send({}).expect(400);
    expect(fieldMessages(empty.body)).toEqual([messages.validation.atLeastOneField]);
    const hole = await http().patch(`/api/teams/${team.id}`).set('Authorization', world.member.bearer).send({ startingHole: 22 }).expect(400);
    expect(fieldMessages(hole.body)).toEqual([messages.team.startingHoleRange]);
  });

  it('answers 409 for five players or a repeated position, and 404 for a player of another team, writing nothing', async () => {
    const { tournament, team } = await tournamentWithTeam(world);
    const other = await world.fx.team(tournament.id, [{ name: 'Elsewhere' }]);
    const five = [1, 2, 3, 4, 1].map((position, index) => ({ name: `P${index}`, email: null, handicap: 1, position }));
    await http().patch(`/api/teams/${team.id}`).set('Authorization', world.member.bearer).send({ players: five }).expect(409);
    await http()
      .patch(`/api/teams/${team.id}`)
      .set('Authorization', world.member.bearer)
      .send({ players: [ann, { ...bo, position: 1 }] })
      .expect(409);
    const stranger = { id: other.players[0]!.id, name: 'Stolen', email: null, handicap: 1, position: 3 };
    const notOurs = await http()
      .patch(`/api/teams/${team.id}`)
      .set('Authorization', world.member.bearer)
      .send({ name: 'Changed', players: [stranger] })
      .expect(404);
    expect(errorBody.parse(notOurs.body).message).toContain(stranger.id);
    const players = await playerRows(world, team.id);
    expect(players.map((player) => player.name)).toEqual(['Mia Member', 'Pat Partner']);
    expect((await teamRows(world, tournament.id)).find((row) => row.id === team.id)!.name).toBe(team.name);
    expect((await playerRows(world, other.id))[0]!.name).toBe('Elsewhere');
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    await http().patch(`/api/teams/${unknownId}`).set('Authorization', world.admin.bearer).send({ name: 'X' }).expect(404);
    await http().patch('/api/teams/nope').set('Authorization', world.admin.bearer).send({ name: 'X' }).expect(400);
  });
});

describe('DELETE /api/teams/:id', () => {
  it('lets the admin delete a team with its players and scores', async () => {
    const { tournament, team } = await tournamentWithTeam(world);
    await insertScores(world, [{ tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole: 1, strokes: 4 }]);
    await http().delete(`/api/teams/${team.id}`).set('Authorization', world.admin.bearer).expect(204);
    expect(await teamRows(world, tournament.id)).toHaveLength(0);
    expect(await playerRows(world, team.id)).toHaveLength(0);
    const scores = await world.fx.dataSource.query('SELECT count(*)::int AS n FROM scores WHERE team_id = $1', [team.id]);
    expect(scores[0].n).toBe(0);
    await http().delete(`/api/teams/${team.id}`).set('Authorization', world.admin.bearer).expect(404);
  });

  it('refuses a visitor (401), a team member and another user (403), deleting nothing', async () => {
    const { tournament, team } = await tournamentWithTeam(world);
    await http().delete(`/api/teams/${team.id}`).expect(401);
    await http().delete(`/api/teams/${team.id}`).set('Authorization', world.member.bearer).expect(403);
    await http().delete(`/api/teams/${team.id}`).set('Authorization', world.outsider.bearer).expect(403);
    expect(await teamRows(world, tournament.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    await http().delete(`/api/teams/${unknownId}`).set('Authorization', world.admin.bearer).expect(404);
    await http().delete('/api/teams/x').set('Authorization', world.admin.bearer).expect(400);
  });
});

describe('input the database cannot store', () => {
  it('answers 400, never 500, for a NUL character on every write', async () => {
    const { tournament, team } = await tournamentWithTeam(world);
    const auth = world.admin.bearer;
    const nul = 'A\u0000B';
    const responses = await Promise.all([
      http().post(`/api/tournaments/${tournament.id}/teams`).set('Authorization', auth).send({ name: nul }),
      http().patch(`/api/teams/${team.id}`).set('Authorization', auth).send({ name: nul }),
      http().post(`/api/teams/${team.id}/players`).set('Authorization', auth).send({ name: nul, position: 3 }),
      http().patch(`/api/players/${team.players[0]!.id}`).set('Authorization', auth).send({ name: nul }),
      http().post('/api/teams/join').set('Authorization', auth).send({ inviteCode: nul }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await teamRows(world, tournament.id)).toEqual([expect.objectContaining({ name: team.name, players: expect.any(Array) })]);
    expect((await playerRows(world, team.id)).map((row) => row.name)).toEqual(['Mia Member', 'Pat Partner']);
  });
});
