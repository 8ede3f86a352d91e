import { errorBody, messages, team as teamSchema } from '@fairway/contracts';
import request from 'supertest';
import { signUpAnonymousTestUser, signUpTestUser } from './support/test-users';
import { fieldMessages, playerRows, startTeamTestWorld, type TeamTestWorld, tournamentWithTeam } from './team-helpers';

let world: TeamTestWorld;
const http = () => request(world.testApp.http);
const joinFailed = messages.foursome.joinError.description;

/** An anonymous account: signed in, but without an e-mail address. */
async function signUpAnonymous(): Promise<string> {
  return (await signUpAnonymousTestUser()).bearer;
}

beforeAll(async () => {
  world = await startTeamTestWorld();
});

afterAll(() => world?.close());

describe('POST /api/teams/join', () => {
  it('adds the caller to the team of that code (any case) at the first free place, then lets them edit it', async () => {
    const { team } = await tournamentWithTeam(world);
    const response = await http()
      .post('/api/teams/join')
      .set('Authorization', world.outsider.bearer)
      .send({ inviteCode: ` ${team.inviteCode.toLowerCase()} ` })
      .expect(201);
    const joined = teamSchema.parse(response.body);
    expect(joined.id).toBe(team.id);
    expect(joined.players.at(-1)).toMatchObject({ name: 'outsider', email: world.outsider.email, handicap: 18, position: 3, checkedIn: false });
    await http().patch(`/api/teams/${team.id}`).set('Authorization', world.outsider.bearer).send({ name: 'Now Mine Too' }).expect(200);
  });

  it('is idempotent for a player already on the team (200, no second entry)', async () => {
    const { team } = await tournamentWithTeam(world);
    const response = await http().post('/api/teams/join').set('Authorization', world.member.bearer).send({ inviteCode: team.inviteCode }).expect(200);
    expect(teamSchema.parse(response.body).players).toHaveLength(2);
    const joiner = await signUpTestUser('twice');
    await http().post('/api/teams/join').set('Authorization', joiner.bearer).send({ inviteCode: team.inviteCode }).expect(201);
    await http().post('/api/teams/join').set('Authorization', joiner.bearer).send({ inviteCode: team.inviteCode }).expect(200);
    expect((await playerRows(world, team.id)).filter((row) => row.email === joiner.email)).toHaveLength(1);
  });

  it("answers 404 'Invalid invite code or team is full.' for an unknown code", async () => {
    const response = await http().post('/api/teams/join').set('Authorization', world.outsider.bearer).send({ inviteCode: 'QQQQQ1' }).expect(404);
    expect(errorBody.parse(response.body).message).toBe(joinFailed);
  });

  it("answers 409 'Invalid invite code or team is full.' for a full team, adding nobody", async () => {
    const tournament = await world.fx.tournament({ adminUserId: world.admin.uid });
    const team = await world.fx.team(tournament.id, [{}, {}, {}, {}]);
    const response = await http().post('/api/teams/join').set('Authorization', world.outsider.bearer).send({ inviteCode: team.inviteCode }).expect(409);
    expect(errorBody.parse(response.body).message).toBe(joinFailed);
    expect(await playerRows(world, team.id)).toHaveLength(4);
  });

  it('never puts a fifth player on a team when several people take the last place at once', async () => {
    const tournament = await world.fx.tournament({ adminUserId: world.admin.uid });
    const team = await world.fx.team(tournament.id, [{}, {}, {}]);
    const racers = await Promise.all([signUpTestUser('racer'), signUpTestUser('racer'), signUpTestUser('racer')]);
    const responses = await Promise.all(
      racers.map((racer) => http().post('/api/teams/join').set('Authorization', racer.bearer).send({ inviteCode: team.inviteCode })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    // The team row lock makes latecomers see a full team, not a constraint error.
    expect(responses.filter((response) => response.status === 409).map((response) => response.body.message)).toEqual([joinFailed, joinFailed]);
    const rows = await playerRows(world, team.id);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4]);
  });

  it('waits for a concurrent roster change to the same team and then sees it (row lock on the team)', async () => {
    const tournament = await world.fx.tournament({ adminUserId: world.admin.uid });
    const team = await world.fx.team(tournament.id, [{}, {}, {}]);
    const other = world.fx.dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.startTransaction();
      await other.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [team.id]);
      await other.query("INSERT INTO players (team_id, name, position) VALUES ($1, 'Fourth', 4)", [team.id]);
      let settled = false;
      const pending = http()
        .post('/api/teams/join')
        .set('Authorization', world.outsider.bearer)
        .send({ inviteCode: team.inviteCode })
        .then((response) => {
          settled = true;
          return response;
        });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      await other.commitTransaction();
      const response = await pending;
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(joinFailed);
    } finally {
      await other.release();
    }
    expect(await playerRows(world, team.id)).toHaveLength(4);
  });

  it("validates the code with the contracts' messages", async () => {
    const blank = await http().post('/api/teams/join').set('Authorization', world.outsider.bearer).send({ inviteCode: '  ' }).expect(400);
    expect(fieldMessages(blank.body)).toEqual([messages.foursome.inviteCodeRequired.title]);
    const missing = await http().post('/api/teams/join').set('Authorization', world.outsider.bearer).send({}).expect(400);
    expect(fieldMessages(missing.body)).toEqual([messages.foursome.inviteCodeRequired.title]);
    const long = await http().post('/api/teams/join').set('Authorization', world.outsider.bearer).send({ inviteCode: 'ABCDEFG' }).expect(400);
    expect(fieldMessages(long.body)).toEqual([messages.team.inviteCodeTooLong]);
  });

  it('answers 401 to a visitor, adding nobody; an account without an e-mail joins by its account', async () => {
    const { team } = await tournamentWithTeam(world);
    await http().post('/api/teams/join').send({ inviteCode: team.inviteCode }).expect(401);
    expect(await playerRows(world, team.id)).toHaveLength(2);
    const anonymous = await signUpAnonymous();
    const joined = await http().post('/api/teams/join').set('Authorization', anonymous).send({ inviteCode: team.inviteCode }).expect(201);
    expect(joined.body.players.at(-1)).toMatchObject({ name: 'Player', email: null, position: 3 });
    await http().patch(`/api/teams/${team.id}`).set('Authorization', anonymous).send({ name: 'Renamed by the joiner' }).expect(200);
  });
});

describe('adding players concurrently', () => {
  it('lets only one of two parallel adds take the same last position', async () => {
    const tournament = await world.fx.tournament({ adminUserId: world.admin.uid });
    const team = await world.fx.team(tournament.id, [{}, {}, {}]);
    const add = (name: string) =>
      http().post(`/api/teams/${team.id}/players`).set('Authorization', world.admin.bearer).send({ name, handicap: 5, position: 4 });
    const responses = await Promise.all([add('First'), add('Second')]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await playerRows(world, team.id)).toHaveLength(4);
  });
});
