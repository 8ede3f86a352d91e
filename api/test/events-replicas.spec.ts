import { jest } from '@jest/globals';
import { leaderboardResponse } from '@fairway/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { fixtures } from './support/fixtures';
import { openEventStream } from './support/sse-client';
import { testConfig } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { signUpTestUser } from './support/test-users';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two API processes on one database and one Redis', () => {
  let database: TestDatabase;
  const apps: NestExpressApplication[] = [];

  async function replica(): Promise<{ app: NestExpressApplication; url: string }> {
    const config = testConfig(database.url, { REDIS_URL });
    const app = await createApp({ config, databaseUrl: database.url });
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    return { app, url: await app.getUrl() };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  it('a score posted to one reaches a stream and the board of the other, with ids in order', async () => {
    const writer = await replica();
    const reader = await replica();
    const admin = await signUpTestUser('replica-admin');
    const setup = fixtures(writer.app);
    const tournament = await setup.tournament({ adminUserId: admin.uid, format: 'stroke-play' });
    const team = await setup.team(tournament.id, [{ handicap: 0 }], { name: 'Across Replicas' });
    // The reader caches the board before the write: it must be replaced, not served stale.
    await request(reader.app.getHttpServer()).get(`/api/leaderboard/${tournament.id}`).expect(200);
    const live = await openEventStream(`${reader.url}/api/tournaments/${tournament.id}/events`);
    try {
      await live.next('leaderboard');

      for (const [hole, strokes] of [
        [1, 3],
        [2, 5],
      ] as const) {
        await request(writer.app.getHttpServer())
          .post('/api/scores')
          .set('Authorization', admin.bearer)
          .send({ tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole, strokes })
          .expect(201);
      }

      const board = await live.next('leaderboard', (event) => event.data.rows[0]?.thru === 2);
      expect(board.data.rows[0]).toMatchObject({ teamName: 'Across Replicas', grossTotal: 8 });
      const ids = live.events.filter((event) => event.id > 0).map((event) => event.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const served = leaderboardResponse.parse((await request(reader.app.getHttpServer()).get(`/api/leaderboard/${tournament.id}`).expect(200)).body);
      expect(served.rows[0]?.thru).toBe(2);
    } finally {
      live.close();
    }
  });

  it('a stream resuming on the other replica gets the board at once when its replica stopped before telling a write', async () => {
    const [left, other] = [await replica(), await replica()];
    const admin = await signUpTestUser('replica-resume-admin');
    const setup = fixtures(left.app);
    const tournament = await setup.tournament({ adminUserId: admin.uid, format: 'stroke-play' });
    const team = await setup.team(tournament.id, [{ handicap: 0 }], { name: 'Quiet Table' });
    const post = (hole: number) =>
      request(left.app.getHttpServer())
        .post('/api/scores')
        .set('Authorization', admin.bearer)
        .send({ tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole, strokes: 4 })
        .expect(201);
    const path = `/api/tournaments/${tournament.id}/events`;
    const tv = await openEventStream(`${left.url}${path}`);
    let resumed: Awaited<ReturnType<typeof openEventStream>> | undefined;
    try {
      await post(1);
      const seen = await tv.next('leaderboard', (event) => event.id > 0 && event.data.rows[0]?.thru === 1);
      await other.app.get(EventPublisher).settled();
      // The replica commits the next write and stops before publishing it (killed mid-way): nobody tells it.
      jest.spyOn(left.app.get(EventPublisher), 'accept').mockImplementation(() => undefined);
      await post(2);
      tv.close();

      resumed = await openEventStream(`${other.url}${path}`, { 'Last-Event-ID': String(seen.id) });
      const board = await resumed.next('leaderboard', () => true, { timeoutMs: 1_000 });
      expect(board.data.rows[0]).toMatchObject({ teamName: 'Quiet Table', thru: 2, grossTotal: 8 });
    } finally {
      tv.close();
      resumed?.close();
    }
  });
});
