import { errorBody, messages, player as playerSchema } from '@fairway/contracts';
import request from 'supertest';
import { fieldMessages, playerRows, startTeamTestWorld, type TeamTestWorld, tournamentWithTeam, unknownId } from './team-helpers';

let world: TeamTestWorld;
const http = () => request(world.testApp.http);
const newcomer = { name: 'Nia New', email: 'nia@example.com', handicap: 7.5, position: 3 };

beforeAll(async () => {
  world = await startTeamTestWorld();
});

afterAll(() => world?.close());

describe('POST /api/teams/:id/players', () => {
  it('lets a member add a player (201, parsed as a player)', async () => {
    const { team } = await tournamentWithTeam(world);
    const response = await http().post(`/api/teams/${team.id}/players`).set('Authorization', world.member.bearer).send(newcomer).expect(201);
    expect(playerSchema.parse(response.body)).toMatchObject({ ...newcomer, checkedIn: false, checkedInAt: null });
    expect((await playerRows(world, team.id)).map((row) => row.position)).toEqual([1, 2, 3]);
  });

  it('lets the admin add a player; a blank handicap becomes 18, a blank e-mail null, a plus handicap is kept', async () => {
    const { team } = await tournamentWithTeam(world);
    const blank = await http()
      .post(`/api/teams/${team.id}/players`)
      .set('Authorization', world.admin.bearer)
      .send({ name: 'Blank', email: ' ', handicap: null, position: 3 })
      .expect(201);
    expect(playerSchema.parse(blank.body)).toMatchObject({ email: null, handicap: 18 });
    const plus = await http()
      .post(`/api/teams/${team.id}/players`)
      .set('Authorization', world.admin.bearer)
      .send({ name: 'Scratch Plus', handicap: -3, position: 4 })
      .expect(201);
    expect(playerSchema.parse(plus.body).handicap).toBe(-3);
  });

  it('refuses a visitor (401) and another signed-in user (403), adding nobody', async () => {
    const { team } = await tournamentWithTeam(world);
    await http().post(`/api/teams/${team.id}/players`).send(newcomer).expect(401);
    await http().post(`/api/teams/${team.id}/players`).set('Authorization', world.outsider.bearer).send(newcomer).expect(403);
    expect(await playerRows(world, team.id)).toHaveLength(2);
  });

  it('answers 409 when the position is taken or the team already has four players', async () => {
    const { team } = await tournamentWithTeam(world);
    const taken = await http()
      .post(`/api/teams/${team.id}/players`)
      .set('Authorization', world.member.bearer)
      .send({ ...newcomer, position: 2 })
      .expect(409);
    expect(errorBody.parse(taken.body).message).toBe('Position 2 is already taken on this team');
    await http().post(`/api/teams/${team.id}/players`).set('Authorization', world.member.bearer).send(newcomer).expect(201);
    await http()
      .post(`/api/teams/${team.id}/players`)
      .set('Authorization', world.member.bearer)
      .send({ ...newcomer, position: 4 })
      .expect(201);
    const full = await http()
      .post(`/api/teams/${team.id}/players`)
      .set('Authorization', world.member.bearer)
      .send({ ...newcomer, position: 1 })
      .expect(409);
    expect(errorBody.parse(full.body).message).toBe('This team already has 4 players');
    expect(await playerRows(world, team.id)).toHaveLength(4);
  });

  it.each([
    [{ ...newcomer, name: ' ' }, messages.player.nameRequired],
    [{ ...newcomer, email: 'not-mail' }, messages.player.emailInvalid],
    [{ ...newcomer, handicap: 54.5 }, messages.player.apiHandicapRange],
    [{ ...newcomer, handicap: 'ten' }, messages.player.handicapNumber],
    [{ ...newcomer, position: 0 }, messages.player.positionRange],
    [{ name: 'No Position' }, messages.player.positionRange],
  ])('answers 400 for %j with "%s"', async (body, message) => {
    const { team } = await tournamentWithTeam(world);
    const response = await http().post(`/api/teams/${team.id}/players`).set('Authorization', world.member.bearer).send(body).expect(400);
    expect(fieldMessages(response.body)).toEqual([message]);
    expect(await playerRows(world, team.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    await http().post(`/api/teams/${unknownId}/players`).set('Authorization', world.admin.bearer).send(newcomer).expect(404);
    await http().post('/api/teams/1/players').set('Authorization', world.admin.bearer).send(newcomer).expect(400);
  });
});

describe('PATCH /api/players/:id (check-in)', () => {
  it('lets the admin check a player in; the server sets checkedInAt and keeps it on a repeat', async () => {
    const { team } = await tournamentWithTeam(world);
    const target = team.players[1]!;
    const before = Date.now();
    const response = await http()
      .patch(`/api/players/${target.id}`)
      .set('Authorization', world.admin.bearer)
      .send({ checkedIn: true, checkedInAt: '2001-01-01T00:00:00.000Z' })
      .expect(200);
    const checkedIn = playerSchema.parse(response.body);
    expect(checkedIn.checkedIn).toBe(true);
    const at = Date.parse(checkedIn.checkedInAt!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const again = await http().patch(`/api/players/${target.id}`).set('Authorization', world.admin.bearer).send({ checkedIn: true }).expect(200);
    expect(playerSchema.parse(again.body).checkedInAt).toBe(checkedIn.checkedInAt);
  });

  it('refuses check-in to a visitor (401), a team member and another user (403)', async () => {
    const { team } = await tournamentWithTeam(world);
    const target = team.players[0]!;
    await http().patch(`/api/players/${target.id}`).send({ checkedIn: true }).expect(401);
    const member = await http().patch(`/api/players/${target.id}`).set('Authorization', world.member.bearer).send({ checkedIn: true }).expect(403);
    expect(errorBody.parse(member.body).message).toBe("Only the tournament's organisers and check-in desk can check players in.");
    await http().patch(`/api/players/${target.id}`).set('Authorization', world.outsider.bearer).send({ checkedIn: true }).expect(403);
    expect((await playerRows(world, team.id)).every((row) => !row.checkedIn && row.checkedInAt === null)).toBe(true);
  });

  it('lets the admin, and only the admin, undo a check-in made by mistake', async () => {
    const { team } = await tournamentWithTeam(world);
    const path = `/api/players/${team.players[0]!.id}`;
    await http().patch(path).set('Authorization', world.admin.bearer).send({ checkedIn: true }).expect(200);
    await http().patch(path).set('Authorization', world.member.bearer).send({ checkedIn: false }).expect(403);
    expect((await playerRows(world, team.id)).find((row) => row.id === team.players[0]!.id)).toMatchObject({ checkedIn: true });
    const undone = await http().patch(path).set('Authorization', world.admin.bearer).send({ checkedIn: false }).expect(200);
    expect(undone.body).toMatchObject({ checkedIn: false, checkedInAt: null });
    const refused = await http().patch(path).set('Authorization', world.admin.bearer).send({ checkedIn: 'no' }).expect(400);
    expect(fieldMessages(refused.body)).toEqual([messages.player.checkInInvalid]);
  });
});

describe('PATCH /api/players/:id (edit)', () => {
  it('lets a member edit name, handicap, position and remove an e-mail', async () => {
    const { team } = await tournamentWithTeam(world);
    const partner = team.players.find((row) => row.position === 2)!;
    const response = await http()
      .patch(`/api/players/${partner.id}`)
      .set('Authorization', world.member.bearer)
      .send({ name: ' Pat P. ', handicap: 14.2, position: 4, email: 'pat@example.com' })
      .expect(200);
    expect(playerSchema.parse(response.body)).toMatchObject({ name: 'Pat P.', handicap: 14.2, position: 4, email: 'pat@example.com' });
    const cleared = await http().patch(`/api/players/${partner.id}`).set('Authorization', world.member.bearer).send({ email: null }).expect(200);
    expect(playerSchema.parse(cleared.body)).toMatchObject({ name: 'Pat P.', email: null });
  });

  it('lets the admin edit and check in at once', async () => {
    const { team } = await tournamentWithTeam(world);
    const response = await http()
      .patch(`/api/players/${team.players[0]!.id}`)
      .set('Authorization', world.admin.bearer)
      .send({ handicap: 3, checkedIn: true })
      .expect(200);
    expect(playerSchema.parse(response.body)).toMatchObject({ handicap: 3, checkedIn: true });
  });

  it('refuses a visitor (401) and another user (403), changing nothing', async () => {
    const { team } = await tournamentWithTeam(world);
    const target = team.players[0]!;
    await http().patch(`/api/players/${target.id}`).send({ name: 'X' }).expect(401);
    await http().patch(`/api/players/${target.id}`).set('Authorization', world.outsider.bearer).send({ name: 'X' }).expect(403);
    expect((await playerRows(world, team.id))[0]!.name).toBe('Mia Member');
  });

  it('answers 409 for a taken position and 400 for bad fields or an empty body, changing nothing', async () => {
    const { team } = await tournamentWithTeam(world);
    const target = team.players.find((row) => row.position === 1)!;
    await http().patch(`/api/players/${target.id}`).set('Authorization', world.member.bearer).send({ position: 2 }).expect(409);
    const bad = await http().patch(`/api/players/${target.id}`).set('Authorization', world.member.bearer).send({ name: '', handicap: 99 }).expect(400);
    expect(fieldMessages(bad.body).sort()).toEqual([messages.player.apiHandicapRange, messages.player.nameRequired].sort());
    const empty = await http()
      .patch(`/api/players/${target.id}`)
      .set('Authorization', world.member.bearer)
      .send({ checkedInAt: '2020-01-01T00:00:00Z' })
      .expect(400);
    expect(fieldMessages(empty.body)).toEqual([messages.validation.atLeastOneField]);
    expect((await playerRows(world, team.id)).map((row) => [row.position, row.name])).toEqual([
      [1, 'Mia Member'],
      [2, 'Pat Partner'],
    ]);
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    await http().patch(`/api/players/${unknownId}`).set('Authorization', world.admin.bearer).send({ name: 'X' }).expect(404);
    await http().patch('/api/players/abc').set('Authorization', world.admin.bearer).send({ name: 'X' }).expect(400);
  });
});

describe('DELETE /api/players/:id', () => {
  it('lets a member and the admin remove players', async () => {
    const { team } = await tournamentWithTeam(world);
    const [first, second] = team.players.sort((a, b) => a.position - b.position);
    await http().delete(`/api/players/${second!.id}`).set('Authorization', world.member.bearer).expect(204);
    await http().delete(`/api/players/${first!.id}`).set('Authorization', world.admin.bearer).expect(204);
    expect(await playerRows(world, team.id)).toHaveLength(0);
    await http().delete(`/api/players/${first!.id}`).set('Authorization', world.admin.bearer).expect(404);
  });

  it('refuses a visitor (401) and another user (403), removing nobody', async () => {
    const { team } = await tournamentWithTeam(world);
    await http().delete(`/api/players/${team.players[0]!.id}`).expect(401);
    await http().delete(`/api/players/${team.players[0]!.id}`).set('Authorization', world.outsider.bearer).expect(403);
    expect(await playerRows(world, team.id)).toHaveLength(2);
  });

  it('answers 400 for a malformed id', async () => {
    await http().delete('/api/players/zzz').set('Authorization', world.admin.bearer).expect(400);
  });
});
