import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { isDatabaseOutage } from '../src/common/errors/database-unavailable';
import { createApp } from '../src/create-app';
import { createDataSource } from '../src/database/data-source';
import { fixtures } from './support/fixtures';
import { type StallingProxy, startStallingProxy } from './support/stalling-proxy';
import { productionDatabaseWaits, testConfig } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { signUpTestUser } from './support/test-users';

/** The longest any request may wait, whatever the database does: answered by then (503 at worst). */
const ANSWER_WITHIN_MS = 5_000;

function throughProxy(databaseUrl: string, proxy: StallingProxy): string {
  const url = new URL(databaseUrl);
  url.host = proxy.host;
  return url.toString();
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const at = Date.now();
  try {
    const value = await work();
    return { ms: Date.now() - at, value };
  } catch (error) {
    return { ms: Date.now() - at, error };
  }
}

describe('a stalled database (a server that answers nothing): every wait bounded, 503 within 5 s', () => {
  let database: TestDatabase;
  let proxy: StallingProxy;

  beforeAll(async () => {
    database = await createTestDatabase();
    const server = new URL(database.url);
    proxy = await startStallingProxy({ host: server.hostname, port: Number(server.port) });
  });
  afterAll(async () => {
    await proxy.close();
    await database.drop();
  });
  afterEach(() => proxy.resume());

  it('gives up a stalled transaction after one wait, not one for its statement and another for its ROLLBACK, and recovers', async () => {
    const dataSource: DataSource = createDataSource(throughProxy(database.url, proxy));
    await dataSource.initialize();
    try {
      await dataSource.query('SELECT 1');
      proxy.stall();
      const stalled = await timed(() => dataSource.transaction((manager) => manager.query('SELECT 1')));
      expect(isDatabaseOutage(stalled.error)).toBe(true);
      expect(stalled.ms).toBeLessThan(4_000);

      proxy.resume();
      const after = await timed(() => dataSource.query('SELECT 1 AS one'));
      expect(after.value).toEqual([{ one: 1 }]);
      expect(after.ms).toBeLessThan(1_000);
    } finally {
      await dataSource.destroy();
    }
  });

  it('answers score writes, a locked change and a board read 503 with Retry-After within 5 s, then serves again', async () => {
    const app: NestExpressApplication = await createApp({
      config: testConfig(database.url, productionDatabaseWaits),
      databaseUrl: throughProxy(database.url, proxy),
    });
    await app.listen(0, '127.0.0.1');
    try {
      const url = await app.getUrl();
      const admin = await signUpTestUser('stall-admin');
      const setup = fixtures(app);
      const tournament = await setup.tournament({ adminUserId: admin.uid, format: 'stroke-play' });
      const team = await setup.team(tournament.id, [{ handicap: 0 }, { handicap: 10 }], { name: 'Stalled' });
      const json = { authorization: admin.bearer, 'content-type': 'application/json' };
      const score = (hole: number, index: number) =>
        fetch(`${url}/api/scores`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ tournamentId: tournament.id, teamId: team.id, playerId: team.players[index]!.id, hole, strokes: 4 }),
        });
      expect((await score(1, 0)).status).toBe(201);

      proxy.stall();
      const answers = await Promise.all([
        ...[2, 3, 4].flatMap((hole) => [0, 1].map((index) => timed(() => score(hole, index)))),
        timed(() => fetch(`${url}/api/tournaments/${tournament.id}/charity-raised`, { method: 'PATCH', headers: json, body: '{"charityRaised":50}' })),
        timed(() => fetch(`${url}/api/tournaments/${tournament.id}/teams`)),
      ]);
      const seen = answers.map(({ ms, value }) => ({ ms, status: value?.status, retryAfter: Number(value?.headers.get('retry-after') ?? 0) }));
      expect(seen.filter(({ status, retryAfter }) => status !== 503 || retryAfter < 1)).toEqual([]);
      expect(Math.max(...seen.map(({ ms }) => ms))).toBeLessThan(ANSWER_WITHIN_MS);

      proxy.resume();
      expect((await score(5, 0)).status).toBe(201);
    } finally {
      await app.close();
    }
  });
});
