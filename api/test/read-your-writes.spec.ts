import { randomBytes } from 'node:crypto';
import { activityResponse, leaderboardResponse } from '@fairway/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createClient } from 'redis';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { catalogueHoles, fixtures } from './support/fixtures';
import { testConfig } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { signUpTestUser, type TestUser } from './support/test-users';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_KEY_PREFIX = `test-${randomBytes(6).toString('hex')}:`;
const par = new Map(catalogueHoles().map((hole) => [hole.number, hole.par]));

// Each write is followed at once by the reads a phone or a TV makes next; none may show the state before it.
describe('a client reads its own write (real PostgreSQL; two APIs on one Redis)', () => {
  const databases: TestDatabase[] = [];
  const apps: NestExpressApplication[] = [];
  let admin: TestUser;

  // Each test has its own database: GET /api/leaderboard serves today's one active tournament.
  async function api(database: TestDatabase, env: Record<string, string> = {}): Promise<NestExpressApplication> {
    const app = await createApp({ config: testConfig(database.url, env), databaseUrl: database.url });
    apps.push(app);
    return app;
  }

  async function event(writer: NestExpressApplication, name: string) {
    const setup = fixtures(writer);
    const tournament = await setup.tournament({ adminUserId: admin.uid, format: 'stroke-play', name });
    const team = await setup.team(tournament.id, [{ name: 'Ann Archer', handicap: 0 }], { name: `${name} Hawks` });
    return { tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id };
  }

  const score = (app: NestExpressApplication, ids: { tournamentId: string; teamId: string; playerId: string }, hole: number, strokes: number) =>
    request(app.getHttpServer())
      .post('/api/scores')
      .set('Authorization', admin.bearer)
      .send({ ...ids, hole, strokes })
      .expect(201);

  const board = async (app: NestExpressApplication, path: string) =>
    leaderboardResponse.parse((await request(app.getHttpServer()).get(path).set('Accept-Encoding', 'gzip').expect(200)).body);

  beforeAll(async () => {
    databases.push(await createTestDatabase(), await createTestDatabase());
    admin = await signUpTestUser('ryw-admin');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.drop()));
    // Board versions never expire (a lost version would make an old board look current): clear this run's.
    const redis = await createClient({ url: REDIS_URL }).connect();
    for await (const keys of redis.scanIterator({ MATCH: `${REDIS_KEY_PREFIX}*` })) if (keys.length > 0) await redis.del(keys);
    await redis.close();
  });

  it('one API: the board, the featured board and the activity feed read right after each score show it', async () => {
    const app = await api(databases[0]!);
    const ids = await event(app, 'Solo');
    await board(app, `/api/leaderboard/${ids.tournamentId}`); // cached before the first write
    let gross = 0;
    for (let hole = 1; hole <= 18; hole += 1) {
      const strokes = par.get(hole)! - 1;
      gross += strokes;
      await score(app, ids, hole, strokes);
      const byId = await board(app, `/api/leaderboard/${ids.tournamentId}`);
      const featured = await board(app, '/api/leaderboard');
      for (const served of [byId, featured]) expect([hole, served.rows[0]]).toEqual([hole, expect.objectContaining({ thru: hole, grossTotal: gross })]);
      const activity = activityResponse.parse((await request(app.getHttpServer()).get(`/api/tournaments/${ids.tournamentId}/activity`).expect(200)).body);
      expect([hole, activity.some((item) => item.message.includes(`hole ${hole} `))]).toEqual([hole, true]);
    }
  });

  it('two APIs: a score or a team change on one is in the next board, activity and team read of the other, every time', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX };
    const [first, second] = [await api(databases[1]!, env), await api(databases[1]!, env)];
    const ids = await event(first, 'Pair');
    for (const app of [first, second]) await board(app, `/api/leaderboard/${ids.tournamentId}`);
    let gross = 0;
    for (let hole = 1; hole <= 18; hole += 1) {
      const [writer, reader] = hole % 2 === 0 ? [first, second] : [second, first];
      const strokes = par.get(hole)! - 1;
      gross += strokes;
      await score(writer, ids, hole, strokes);
      const served = await board(reader, `/api/leaderboard/${ids.tournamentId}`);
      expect([hole, served.rows[0]]).toEqual([hole, expect.objectContaining({ thru: hole, grossTotal: gross })]);
      expect((await board(reader, '/api/leaderboard')).rows[0]).toMatchObject({ thru: hole });
      const activity = activityResponse.parse((await request(reader.getHttpServer()).get(`/api/tournaments/${ids.tournamentId}/activity`).expect(200)).body);
      expect([hole, activity.some((item) => item.message.includes(`hole ${hole} `))]).toEqual([hole, true]);
    }
    for (const name of ['Renamed Hawks', 'Hawks Again']) {
      await request(first.getHttpServer()).patch(`/api/teams/${ids.teamId}`).set('Authorization', admin.bearer).send({ name }).expect(200);
      const teams = (await request(second.getHttpServer()).get(`/api/tournaments/${ids.tournamentId}/teams`).expect(200)).body as Array<{ name: string }>;
      expect(teams.map((team) => team.name)).toEqual([name]);
      expect((await board(second, `/api/leaderboard/${ids.tournamentId}`)).rows[0]?.teamName).toBe(name);
    }
  });
});
