// The one rule for fields a route does not take: they are ignored (dropped before the service sees them),
// so a client can never set what the server owns (ids, the admin, invite codes, links to accounts,
// computed scores) by adding it to a body.
import { localCalendarDate, team as teamSchema, tournament as tournamentSchema } from '@fairway/contracts';
import request from 'supertest';
import { courseCatalogue } from '../../src/database/seeds/course-catalogue';
import { appWithFixtures } from '../support/fixtures';
import { buildWorld, type Cast, signUpCast, snapshot } from './support/attack-world';

describe('fields the server owns are ignored in every body', () => {
  const suite = appWithFixtures();
  let cast: Cast;
  const http = () => request(suite.testApp.http);
  const foreignId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

  beforeAll(async () => {
    cast = await signUpCast();
  });

  it('a new tournament belongs to its creator, whatever adminUserId or id the body names', async () => {
    const body = { name: 'Mine', date: localCalendarDate(), course: courseCatalogue[0]!.name, format: 'scramble', charityName: 'Kids', charityGoal: 50 };
    const response = await http()
      .post('/api/tournaments')
      .set('Authorization', cast.stranger.bearer)
      .send({ ...body, adminUserId: cast.admin.uid, id: foreignId })
      .expect(201);
    const created = tournamentSchema.parse(response.body);
    expect(created.adminUserId).toBe(cast.stranger.uid);
    expect(created.id).not.toBe(foreignId);
  });

  it('a team keeps its own code, tournament and progress, and a player row its account link', async () => {
    const world = await buildWorld(suite.setup, cast);
    const created = await http()
      .post(`/api/tournaments/${world.tournamentId}/teams`)
      .set('Authorization', cast.stranger.bearer)
      .send({ name: 'Sneaky', startingHole: 4, players: [], inviteCode: world.team.inviteCode, currentHole: 18, tournamentId: foreignId })
      .expect(201);
    expect(teamSchema.parse(created.body)).toMatchObject({ tournamentId: world.tournamentId, currentHole: 4 });
    expect(created.body.inviteCode).not.toBe(world.team.inviteCode);

    const before = await snapshot(suite.setup.dataSource, world.tournamentId);
    await http()
      .patch(`/api/teams/${world.team.id}`)
      .set('Authorization', cast.member.bearer)
      .send({ name: 'Mia Member', inviteCode: 'AAAAAA', tournamentId: foreignId, currentHole: 17 })
      .expect(200);
    await http()
      .patch(`/api/players/${world.team.playerIds[1]}`)
      .set('Authorization', cast.member.bearer)
      .send({ handicap: 20, userId: cast.stranger.uid, teamId: world.otherTeam.id })
      .expect(200);
    // Names and handicaps were rewritten with their own values; nothing else moved.
    expect(
      JSON.parse(await snapshot(suite.setup.dataSource, world.tournamentId)).players.map((p: { user_id: string | null; team_id: string }) => [
        p.user_id,
        p.team_id,
      ]),
    ).toEqual(JSON.parse(before).players.map((p: { user_id: string | null; team_id: string }) => [p.user_id, p.team_id]));
    const teams = await http().get(`/api/tournaments/${world.tournamentId}/teams`).set('Authorization', cast.member.bearer).expect(200);
    expect(teams.body.find((team: { id: string }) => team.id === world.team.id)).toMatchObject({
      inviteCode: world.team.inviteCode,
      tournamentId: world.tournamentId,
      currentHole: 2,
    });
  });

  it('a score gets the net and best-ball marks the server computes, not the ones sent', async () => {
    const world = await buildWorld(suite.setup, cast);
    const response = await http()
      .post('/api/scores')
      .set('Authorization', cast.member.bearer)
      .send({ tournamentId: world.tournamentId, teamId: world.team.id, playerId: world.team.playerIds[0], hole: 2, strokes: 6, netScore: -40, isBest: false })
      .expect(201);
    expect(response.body.score.netScore).not.toBe(-40);
    expect(response.body.score.strokes).toBe(6);
  });
});
