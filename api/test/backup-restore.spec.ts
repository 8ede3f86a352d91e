// The backup an operator takes (pg_dump's custom format) restored with pg_restore into a new, empty
// database gives back every row and sequence, and an API started on it serves the same board and takes
// new writes. Needs Debian's PostgreSQL client (pg_dump no older than the server; npm test installs Debian's as root).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { leaderboardResponse } from '@fairway/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { catalogueHoles, fixtures } from './support/fixtures';
import { testConfig } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { signUpTestUser } from './support/test-users';

const run = promisify(execFile);

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table's row count and a digest of all its rows, and every sequence's position. */
async function contents(url: string): Promise<Record<string, unknown>> {
  const tables = await query<{ name: string }>(url, "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1");
  const result: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [row] = await query(url, `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${name}" t`);
    result[name] = row;
  }
  result.sequences = await query(url, "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1");
  return result;
}

const major = (text: string) => Number(/(\d+)(\.\d+)?/.exec(text)?.[1]);

/** Why the PostgreSQL client cannot back up the test server (missing, or older than the server), if so. */
async function clientProblem(): Promise<string | null> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const [server] = await query<{ server_version: string }>(adminUrl, 'SHOW server_version');
  const client = await run('pg_dump', ['--version']).then(
    ({ stdout }) => stdout,
    () => null,
  );
  if (client === null) return 'pg_dump is not installed (apt-get install postgresql-client)';
  if (major(client) < major(server!.server_version))
    return `pg_dump ${major(client)} cannot dump PostgreSQL ${major(server!.server_version)} (set TEST_DATABASE_URL to the machine's PostgreSQL, as .ci/run does)`;
  return null;
}

const problem = await clientProblem();
if (problem) console.warn(`Backup and restore test skipped: ${problem}`);

(problem ? describe.skip : describe)(`backup with pg_dump, restore with pg_restore (real PostgreSQL)${problem ? `: skipped, ${problem}` : ''}`, () => {
  const databases: TestDatabase[] = [];
  const apps: NestExpressApplication[] = [];
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'fairway-backup-'));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.drop()));
    await rm(folder, { recursive: true, force: true });
  });

  async function api(database: TestDatabase): Promise<NestExpressApplication> {
    const app = await createApp({ config: testConfig(database.url), databaseUrl: database.url });
    apps.push(app);
    return app;
  }

  it('restores every row and sequence, and the restored database serves the same board and new writes', async () => {
    const source = await createTestDatabase();
    databases.push(source);

    const app = await api(source);
    const admin = await signUpTestUser('backup-admin');
    const setup = fixtures(app);
    const tournament = await setup.tournament({ adminUserId: admin.uid, format: 'stroke-play' });
    const teams = [
      await setup.team(tournament.id, [
        { name: 'Ann', handicap: 4 },
        { name: 'Bo', handicap: 18 },
      ]),
      await setup.team(tournament.id, [{ name: 'Cy', handicap: 9 }]),
    ];
    const par = catalogueHoles().map((hole) => hole.par);
    for (const team of teams) {
      const scores = team.players.flatMap((player, index) =>
        par.map((holePar, hole) => ({
          tournamentId: tournament.id,
          teamId: team.id,
          playerId: player.id,
          hole: hole + 1,
          strokes: holePar + ((hole + index) % 3) - 1,
        })),
      );
      await request(app.getHttpServer()).post('/api/scores/batch').set('Authorization', admin.bearer).send({ scores }).expect(200);
    }
    await request(app.getHttpServer())
      .post('/api/scores')
      .set('Authorization', admin.bearer)
      .send({ tournamentId: tournament.id, teamId: teams[0]!.id, playerId: teams[0]!.players[0]!.id, hole: 1, strokes: 7 })
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/scores/card')
      .set('Authorization', admin.bearer)
      .send({ tournamentId: tournament.id, teamId: teams[1]!.id })
      .expect(200);
    await app.get(EventPublisher).settled();
    const board = leaderboardResponse.parse((await request(app.getHttpServer()).get(`/api/leaderboard/${tournament.id}`).expect(200)).body);

    const dump = join(folder, 'fairway.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${source.url}`]);
    const restored = await createTestDatabase({ migrated: false });
    databases.push(restored);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dump]);

    const [before, after] = [await contents(source.url), await contents(restored.url)];
    expect(after).toEqual(before);
    for (const table of ['tournaments', 'teams', 'players', 'scores', 'score_history', 'submitted_cards', 'activity_items', 'courses', 'migrations']) {
      expect([table, (before[table] as { rows: number }).rows > 0]).toEqual([table, true]);
    }

    const second = await api(restored);
    const served = leaderboardResponse.parse((await request(second.getHttpServer()).get(`/api/leaderboard/${tournament.id}`).expect(200)).body);
    expect(served.rows).toEqual(board.rows);
    await request(second.getHttpServer())
      .post('/api/scores')
      .set('Authorization', admin.bearer)
      .send({ tournamentId: tournament.id, teamId: teams[0]!.id, playerId: teams[0]!.players[0]!.id, hole: 1, strokes: 5 })
      .expect(201);
    const trail = await query<{ rows: number }>(restored.url, 'SELECT count(*)::int AS rows FROM score_history');
    expect(trail[0]!.rows).toBe((before.score_history as { rows: number }).rows + 1);
  });
});
