import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { fixtures } from './support/fixtures';
import { seriesValue } from './support/prometheus-text';
import { openEventStream } from './support/sse-client';
import { testConfig } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { signUpTestUser } from './support/test-users';

describe('request ids, JSON logs and /api/metrics (real HTTP, real PostgreSQL)', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Limits scaled down to 1 chat message a minute, so one refusal is cheap to cause.
    const config = testConfig(database.url, { LOG_LEVEL: 'debug', WRITE_LIMIT_SCALE: '0.05' });
    const logDestination = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };
    app = await createApp({ config, databaseUrl: database.url, logDestination });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const metrics = async () => {
    const response = await request(app.getHttpServer()).get('/api/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text;
  };

  it("answers with the caller's X-Request-Id, or a new one, and logs the request as a JSON line under it", async () => {
    const given = await request(app.getHttpServer()).get('/api/health').set('X-Request-Id', 'probe-7f3a:1').expect(200);
    expect(given.headers['x-request-id']).toBe('probe-7f3a:1');
    const made = await request(app.getHttpServer()).get('/api/tournaments/not-a-uuid').set('X-Request-Id', 'two words').expect(400);
    const madeId = made.headers['x-request-id'] as string;
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 'debug', requestId: 'probe-7f3a:1', method: 'GET', route: '/api/health', status: '200', time: expect.any(String) }),
    );
    expect(logLines).toContainEqual(expect.objectContaining({ requestId: madeId, route: '/api/tournaments/:id', status: '400' }));
  });

  it('counts requests by route pattern and status, group writes, publish lag, streams, the pool and refusals', async () => {
    const admin = await signUpTestUser('metrics-admin');
    const setup = fixtures(app);
    const tournament = await setup.tournament({ adminUserId: admin.uid });
    const team = await setup.team(tournament.id, [{ handicap: 0 }]);
    const before = await metrics();
    const boardRoute = { method: 'GET', route: '/api/leaderboard/:tournamentId', status: '200' };

    for (let read = 0; read < 3; read += 1) await request(app.getHttpServer()).get(`/api/leaderboard/${tournament.id}`).expect(200);
    await request(app.getHttpServer()).get('/api/leaderboard/00000000-0000-4000-8000-000000000000').expect(404);
    await request(app.getHttpServer())
      .post('/api/scores')
      .set('Authorization', admin.bearer)
      .send({ tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole: 1, strokes: 4 })
      .expect(201);
    await app.get(EventPublisher).settled();
    const chat = { messages: [{ role: 'user', content: 'Who is leading?', timestamp: new Date().toISOString() }], context: { currentPage: 'home' } };
    await request(app.getHttpServer()).post('/api/chat').send(chat).expect(200);
    await request(app.getHttpServer()).post('/api/chat').send(chat).expect(429);
    const stream = await openEventStream(`${url}/api/tournaments/${tournament.id}/events`);
    try {
      await stream.next('leaderboard');
      const after = await metrics();
      expect(seriesValue(after, 'fairway_http_requests_total', boardRoute) - seriesValue(before, 'fairway_http_requests_total', boardRoute)).toBe(3);
      expect(seriesValue(after, 'fairway_http_requests_total', { ...boardRoute, status: '404' })).toBe(1);
      expect(seriesValue(after, 'fairway_http_request_duration_seconds_count', boardRoute)).toBeGreaterThanOrEqual(3);
      expect(seriesValue(after, 'fairway_http_requests_total', { method: 'POST', route: '/api/scores', status: '201' })).toBe(1);
      expect(after).not.toMatch(new RegExp(tournament.id)); // patterns, never raw URLs
      expect(seriesValue(after, 'fairway_score_write_group_size_count')).toBe(1);
      expect(seriesValue(after, 'fairway_event_publish_lag_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(after, 'fairway_write_limit_refusals_total', { limit: 'chat', counted: 'account' })).toBe(1);
      expect(seriesValue(after, 'fairway_event_streams_open')).toBe(1);
      expect(seriesValue(after, 'fairway_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(after).toMatch(/^fairway_db_pool_connections\{state="waiting"\} 0$/m);
      expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
    } finally {
      stream.close();
    }
  });

  it('refuses the metrics to a client the balancer forwards from a public address', async () => {
    const refused = await request(app.getHttpServer()).get('/api/metrics').set('X-Forwarded-For', '203.0.113.5').expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'METRICS_FORBIDDEN' });
  });
});
