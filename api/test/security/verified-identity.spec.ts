// Security finding 2: membership was "a player with the caller's e-mail", so a new account created with
// a player's address (email_verified false) got that player's team rights. Now a player row is linked to
// an account (creating the team, joining by code, or a verified e-mail) and rights follow the link.
import { team as teamSchema } from '@fairway/contracts';
import request from 'supertest';
import { PlayerEntity } from '../../src/modules/team/team.entity';
import { TournamentEntity } from '../../src/modules/tournament/tournament.entity';
import { appWithFixtures } from '../support/fixtures';
import { signInAgain, signUpTestUser, type TestUser, verifyEmailOf } from '../support/test-users';

describe('team and admin rights need a proven identity, not a typed e-mail', () => {
  const suite = appWithFixtures();
  const http = () => request(suite.testApp.http);
  let admin: TestUser;

  beforeAll(async () => {
    admin = await signUpTestUser('idn-admin');
  });

  async function rowOf(playerId: string) {
    return suite.setup.dataSource.getRepository(PlayerEntity).findOneByOrFail({ id: playerId });
  }

  async function teamWithPlayer(email: string) {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid });
    const team = await suite.setup.team(tournament.id, [{ name: 'Vic Victim', email }]);
    return { tournament, team, player: team.players[0]! };
  }

  it("gives an unverified account with a player's e-mail nothing, and the same account everything once verified", async () => {
    const impostor = await signUpTestUser('idn-player', { verified: false });
    const { tournament, team, player } = await teamWithPlayer(impostor.email);
    await http().patch(`/api/teams/${team.id}`).set('Authorization', impostor.bearer).send({ name: 'Taken over' }).expect(403);
    await http().post(`/api/teams/${team.id}/players`).set('Authorization', impostor.bearer).send({ name: 'Extra', handicap: 3, position: 2 }).expect(403);
    await http().delete(`/api/players/${player.id}`).set('Authorization', impostor.bearer).expect(403);
    const score = { tournamentId: tournament.id, teamId: team.id, playerId: player.id, hole: 1, strokes: 4 };
    await http().post('/api/scores').set('Authorization', impostor.bearer).send(score).expect(403);
    const teams = await http().get(`/api/tournaments/${tournament.id}/teams`).set('Authorization', impostor.bearer).expect(200);
    expect(teams.body[0]).toMatchObject({ name: team.name, inviteCode: null, players: [{ email: null }] });
    expect(await rowOf(player.id)).toMatchObject({ userId: null, name: 'Vic Victim' });

    await verifyEmailOf(impostor.uid);
    const proven = await signInAgain(impostor);
    await http().patch(`/api/teams/${team.id}`).set('Authorization', proven.bearer).send({ name: 'Ours now' }).expect(200);
    expect(await rowOf(player.id)).toMatchObject({ userId: proven.uid });
  });

  it("keeps the rights with the account once linked, and drops them when the row's e-mail is changed", async () => {
    const player = await signUpTestUser('idn-linked');
    const { team, player: row } = await teamWithPlayer(player.email);
    await http().patch(`/api/teams/${team.id}`).set('Authorization', player.bearer).send({ name: 'Linked' }).expect(200);
    await http().patch(`/api/players/${row.id}`).set('Authorization', admin.bearer).send({ email: 'someone-else@example.com' }).expect(200);
    expect(await rowOf(row.id)).toMatchObject({ userId: null, email: 'someone-else@example.com' });
    await http().patch(`/api/teams/${team.id}`).set('Authorization', player.bearer).send({ name: 'Not mine any more' }).expect(403);
  });

  it('links the creator of a foursome and a player joining by code, verified or not', async () => {
    const [creator, friend] = await Promise.all([signUpTestUser('idn-creator', { verified: false }), signUpTestUser('idn-friend', { verified: false })]);
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid });
    const created = await http()
      .post(`/api/tournaments/${tournament.id}/teams`)
      .set('Authorization', creator.bearer)
      .send({ name: 'Fresh Four', startingHole: 1, players: [] })
      .expect(201);
    const team = teamSchema.parse(created.body);
    await http().post('/api/teams/join').set('Authorization', friend.bearer).send({ inviteCode: team.inviteCode }).expect(201);
    const rows = await suite.setup.dataSource.getRepository(PlayerEntity).find({ where: { teamId: team.id }, order: { position: 'ASC' } });
    expect(rows.map((row) => row.userId)).toEqual([creator.uid, friend.uid]);
    await http().patch(`/api/teams/${team.id}`).set('Authorization', friend.bearer).send({ name: 'Renamed by the friend' }).expect(200);
  });

  it('lets an invited player with the code claim the place pre-registered with their e-mail, without a second row', async () => {
    const invited = await signUpTestUser('idn-invited', { verified: false });
    const { team, player } = await teamWithPlayer(invited.email);
    await http().post('/api/teams/join').set('Authorization', invited.bearer).send({ inviteCode: team.inviteCode }).expect(201);
    const rows = await suite.setup.dataSource.getRepository(PlayerEntity).findBy({ teamId: team.id });
    expect(rows).toEqual([expect.objectContaining({ id: player.id, userId: invited.uid })]);
  });

  it('makes an e-mail adminUserId an admin only once that e-mail is verified', async () => {
    const organiser = await signUpTestUser('idn-organiser', { verified: false });
    const tournament = await suite.setup.tournament({ adminUserId: organiser.email });
    await http().patch(`/api/tournaments/${tournament.id}`).set('Authorization', organiser.bearer).send({ name: 'Hijacked' }).expect(403);
    expect((await suite.setup.dataSource.getRepository(TournamentEntity).findOneByOrFail({ id: tournament.id })).name).toBe(tournament.name);
    await verifyEmailOf(organiser.uid);
    const proven = await signInAgain(organiser);
    await http().patch(`/api/tournaments/${tournament.id}`).set('Authorization', proven.bearer).send({ name: 'Renamed by the organiser' }).expect(200);
  });
});
