import { leaderboardResponse, type LeaderboardResponse } from '@fairway/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createClient } from 'redis';
import { createApp } from '../../src/create-app';
import { fixtures } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { testConfig } from '../support/test-app';
import { signUpTestUser, type TestUser } from '../support/test-users';
import { ApiReplica } from './support/api-replica';
import { buildApiForFaults } from './support/built-api';
import { type NginxGateway, startNginx } from './support/nginx-gateway';
import { type OwnPostgres, startOwnPostgres } from './support/own-postgres';
import { type OwnRedis, startOwnRedis } from './support/own-redis';
import { Knocker } from './support/knocker';
import { describeView, operatorView, scrapeMetrics } from './support/replica-metrics';
import { type Attempt, countAnswers, type Phone, PhoneField } from './support/phones';
import { Tv } from './support/tv';

// The deployment of docker-compose run for real on this machine: two API replicas (processes of the built
// API) behind Debian's nginx with deploy/nginx's configuration, on a PostgreSQL and a Redis this suite
// starts for itself (so restarting and stalling them disturbs no one), while a field of phones posts scores
// through nginx and TVs watch the event stream, through nginx and on each replica.

/** Phones in the field, two to a team (FAULT_PHONES=144 tries 72 teams; the default keeps CI quick). */
const PHONES = Number(process.env.FAULT_PHONES ?? 16);
const TEAMS = Math.ceil(PHONES / 2);
/** Longest a request may take, whatever fails: answered (503 at worst), never hung. */
const ANSWER_WITHIN_MS = 5_000;
const figures: string[] = [];
/** When PostgreSQL was restarting or stalled: no write commits, so no TV has anything new to show. */
const databaseOutages: Array<[number, number]> = [];

const acknowledged = (attempt: Attempt) => attempt.answer === 200 || attempt.answer === 201;
const slowest = (attempts: Attempt[]) => Math.max(0, ...attempts.map((attempt) => attempt.ms));
const percentile = (attempts: Attempt[], share: number) =>
  attempts.map((attempt) => attempt.ms).sort((a, b) => a - b)[Math.floor(share * (attempts.length - 1))] ?? 0;
const boardRows = (board: LeaderboardResponse | null) =>
  (board?.rows ?? []).map((row) => `${row.teamId} gross ${row.grossTotal} thru ${row.thru} score ${row.totalScore}`).sort();
const increasing = (ids: number[]) => ids.every((id, index) => index === 0 || id > ids[index - 1]!);

describe('two API replicas behind nginx, through restarts, kills, database outages and stalls', () => {
  let build: ReturnType<typeof buildApiForFaults>;
  let postgres: OwnPostgres;
  let redis: OwnRedis;
  let replicas: ApiReplica[] = [];
  let nginx: NginxGateway;
  let field: PhoneField;
  let tvs: Tv[] = [];
  let admin: TestUser;
  let tournamentId: string;
  /** A tournament nobody in the field plays: its TV sees only what a test posts. */
  let quiet: { tournamentId: string; teamId: string; playerId: string };

  /** Every TV receives an event newer than any TV has seen so far (none frozen); returns the first ids. */
  async function everyTvMovesOn(): Promise<{ before: number; after: number[] }> {
    const before = Math.max(0, ...tvs.flatMap((tv) => tv.ids));
    return { before, after: await Promise.all(tvs.map((tv) => tv.idAbove(before, 15_000))) };
  }

  beforeAll(async () => {
    build = buildApiForFaults();
    [postgres, redis, admin] = await Promise.all([startOwnPostgres('fairway'), startOwnRedis(), signUpTestUser('fault-admin')]);
    // The rows the field plays on, written with the tests' fixtures through an app of our own (it also migrates).
    const setupApp = await createApp({ config: testConfig(postgres.url), databaseUrl: postgres.url });
    const setup = fixtures(setupApp);
    const tournament = await setup.tournament({ adminUserId: admin.uid, format: 'stroke-play', name: 'Fault Classic' });
    tournamentId = tournament.id;
    const phones: Phone[] = [];
    for (let index = 0; index < TEAMS; index += 1) {
      const team = await setup.team(tournamentId, [{ handicap: 0 }, { handicap: 12 }], { name: `Fault ${index + 1}` });
      phones.push(...team.players.map((player) => ({ tournamentId, teamId: team.id, playerId: player.id })));
    }
    const quietTournament = await setup.tournament({ adminUserId: admin.uid, format: 'stroke-play', name: 'Quiet Classic' });
    const quietTeam = await setup.team(quietTournament.id, [{ handicap: 0 }], { name: 'Quiet Table' });
    quiet = { tournamentId: quietTournament.id, teamId: quietTeam.id, playerId: quietTeam.players[0]!.id };
    await setupApp.close();

    const env = {
      NODE_ENV: 'production',
      ALLOW_AUTH_EMULATOR: '1',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
      IDENTITY_SIGNING_KEY: process.env.IDENTITY_SIGNING_KEY ?? '',
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-fairway',
      WRITE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '1000',
    };
    replicas = await Promise.all(['a', 'b'].map(async (name) => new ApiReplica(name, build.entry, await freePort(), env)));
    await Promise.all(replicas.map((replica) => replica.start()));
    nginx = await startNginx(replicas.map((replica) => `127.0.0.1:${replica.port}`));
    const streamPath = `/api/tournaments/${tournamentId}/events`;
    tvs = [new Tv(`${nginx.url}${streamPath}`), new Tv(`${nginx.url}${streamPath}`), ...replicas.map((replica) => new Tv(`${replica.url}${streamPath}`))];
    field = new PhoneField(nginx.url, admin.bearer, phones);
    field.start();
    await everyTvMovesOn();
  }, 180_000);

  afterAll(async () => {
    await field?.stop();
    await Promise.all(tvs.map((tv) => tv.stop()));
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    await Promise.all([postgres?.stop(), redis?.stop()]);
    build?.remove();
    console.log(`Fault suite figures:\n${figures.map((line) => `  ${line}`).join('\n')}`);
  }, 120_000);

  it("names each request through nginx by the client's X-Request-Id, else by nginx's own, and answers with it", async () => {
    const path = `/api/leaderboard/${tournamentId}`;
    const bare = await fetch(`${nginx.url}${path}`);
    // nginx's $request_id (32 hex digits), not one the API would make up (a UUID).
    expect(bare.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const named = await fetch(`${nginx.url}${path}`, { headers: { 'X-Request-Id': 'tv-clubhouse-1' } });
    expect(named.headers.get('x-request-id')).toBe('tv-clubhouse-1');
    await Promise.all([bare.arrayBuffer(), named.arrayBuffer()]);
  });

  it('restarts both replicas one after the other (SIGTERM) under load without cutting a request; each exits 0', async () => {
    const from = Date.now();
    const cut: string[] = [];
    for (const replica of replicas) {
      await sleep(1_000);
      // From the signal to the exit, new connections keep coming: straight to the replica, and writes that
      // nginx may not send twice (not keyed: here a tournament created without a token, refused 401).
      const straight = { port: replica.port, method: 'GET' as const, path: '/api/health/live' };
      const unkeyedWrite = { port: Number(new URL(nginx.url).port), method: 'POST' as const, path: '/api/tournaments' };
      const knocker = new Knocker([straight, unkeyedWrite], 1);
      const signalled = Date.now();
      replica.signal('SIGTERM');
      await sleep(200);
      // Still serving, but no longer ready: a balancer that probes readiness stops sending it requests.
      expect((await fetch(`${replica.url}/api/health/ready`)).status).toBe(503);
      expect((await fetch(`${replica.url}/api/health/live`)).status).toBe(200);
      await expect(replica.exited()).resolves.toEqual({ code: 0, signal: null });
      await knocker.stop();
      const [onReplica, throughNginx] = [knocker.outcomes.get(straight)!, knocker.outcomes.get(unkeyedWrite)!];
      figures.push(
        `rolling restart: replica ${replica.name} drained and exited 0 in ${Date.now() - signalled} ms; new connections meanwhile: ` +
          `straight ${JSON.stringify(countAnswers(onReplica.map((answer) => ({ answer }))))}, unkeyed writes through nginx ${JSON.stringify(countAnswers(throughNginx.map((answer) => ({ answer }))))}`,
      );
      cut.push(...onReplica.filter((outcome) => outcome !== 200 && outcome !== 'refused').map((outcome) => `straight: ${outcome}`));
      cut.push(...throughNginx.filter((outcome) => outcome !== 401).map((outcome) => `through nginx: ${outcome}`));
      await replica.start();
    }
    await sleep(1_000);
    const attempts = field.since(from);
    figures.push(
      `rolling restart: ${attempts.length} requests through nginx, answers ${JSON.stringify(countAnswers(attempts))}, slowest ${slowest(attempts)} ms`,
    );
    expect(attempts.filter((attempt) => !acknowledged(attempt))).toEqual([]);
    // Every connection that arrived during a drain was answered, or refused at connect: none cut after it.
    expect(cut).toEqual([]);
    expect(attempts.filter((attempt) => attempt.kind === 'write').length).toBeGreaterThan(50);
    expect(slowest(attempts)).toBeLessThan(ANSWER_WITHIN_MS);
    // The TVs on each replica were told, as it drained, to come back soon.
    for (const tv of tvs.slice(2)) expect(tv.retryHints).toContain(500);
    await everyTvMovesOn();
  }, 120_000);

  it('loses nothing when a replica is killed (SIGKILL): nginx sends its requests to the other one', async () => {
    const from = Date.now();
    await sleep(500);
    await replicas[1]!.stop('SIGKILL');
    await sleep(2_000);
    await replicas[1]!.start();
    await sleep(1_000);
    const attempts = field.since(from);
    figures.push(`SIGKILL: ${attempts.length} requests, answers ${JSON.stringify(countAnswers(attempts))}, slowest ${slowest(attempts)} ms`);
    expect(attempts.filter((attempt) => !acknowledged(attempt))).toEqual([]);
    await everyTvMovesOn();
  }, 120_000);

  it('shows a quiet TV, resuming on the other replica after its own was killed mid-change, the board within a second', async () => {
    const [killed, other] = replicas as [ApiReplica, ApiReplica];
    const path = `/api/tournaments/${quiet.tournamentId}/events`;
    const tv = new Tv(`${killed.url}${path}`);
    const thru = (board: LeaderboardResponse | null) => board?.rows.find((row) => row.teamId === quiet.teamId)?.thru ?? 0;
    const post = (hole: number) =>
      fetch(`${killed.url}/api/scores`, {
        method: 'POST',
        headers: { authorization: admin.bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ ...quiet, hole, strokes: 4 }),
      }).then((response) => response.status);
    // The snapshot a stream opens with carries no id: its board tells it has come.
    for (let waited = 0; !tv.board && waited < 15_000; waited += 50) await sleep(50);
    expect(await post(1)).toBe(201);
    await tv.idAbove(0, 15_000);
    // Two writes at once: the second is told after the first, and the replica is killed as soon as both are answered.
    expect(await Promise.all([post(2), post(3)])).toEqual([201, 201]);
    await killed.stop('SIGKILL');
    await tv.stop();

    const resumed = new Tv(`${other.url}${path}`, tv.lastEventId);
    const opened = Date.now();
    const shown = () => thru(resumed.board ?? tv.board);
    while (shown() < 3 && Date.now() - opened < 1_000) await sleep(20);
    figures.push(
      `quiet TV resumed on replica ${other.name} after ${killed.name} was killed: the board showed ${shown()} holes of 3 after ${Date.now() - opened} ms ` +
        `(it had ${thru(tv.board)} on the killed replica)`,
    );
    await resumed.stop();
    await killed.start();
    expect(shown()).toBe(3);
  }, 120_000);

  it('answers 503 with Retry-After, never 500 and never late, while PostgreSQL restarts, and recovers by itself', async () => {
    const from = Date.now();
    await sleep(500);
    await postgres.restart(3_000);
    const back = Date.now();
    databaseOutages.push([from, back]);
    await everyTvMovesOn();
    await sleep(500);
    const attempts = field.since(from);
    const refused = attempts.filter((attempt) => !acknowledged(attempt));
    figures.push(`PostgreSQL restart (3 s down): answers ${JSON.stringify(countAnswers(attempts))}, slowest ${slowest(attempts)} ms`);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((attempt) => attempt.answer !== 503 || attempt.retryAfter < 1)).toEqual([]);
    expect(slowest(attempts)).toBeLessThan(ANSWER_WITHIN_MS);
    expect(field.since(back).some(acknowledged)).toBe(true);
  }, 120_000);

  it('answers within 5 s (503) while PostgreSQL is stalled, and readiness says 503 within 2 s', async () => {
    const probes: Array<{ status: number | 'none'; ms: number }> = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const at = Date.now();
        const status = await fetch(`${replicas[0]!.url}/api/health/ready`, { signal: AbortSignal.timeout(10_000) }).then(
          (response) => response.status,
          () => 'none' as const,
        );
        probes.push({ status, ms: Date.now() - at });
        await sleep(250);
      }
    })();
    await sleep(500);
    const stalled = Date.now();
    await postgres.stall(6_000);
    const resumed = Date.now();
    databaseOutages.push([stalled, resumed]);
    probing = false;
    await probe;
    await everyTvMovesOn();
    const during = field.since(stalled).filter((attempt) => attempt.at < resumed);
    const firstUnavailable = Math.min(...during.filter((attempt) => attempt.answer === 503).map((attempt) => attempt.at + attempt.ms));
    figures.push(
      `PostgreSQL stall (6 s SIGSTOP): answers ${JSON.stringify(countAnswers(during))}, first 503 ${firstUnavailable - stalled} ms after the stall, ` +
        `p99 ${percentile(field.since(stalled), 0.99)} ms, slowest request ${slowest(field.since(stalled))} ms, slowest readiness probe ${Math.max(...probes.map((entry) => entry.ms))} ms`,
    );
    expect(during.some((attempt) => attempt.answer === 503)).toBe(true);
    expect(during.filter((attempt) => !acknowledged(attempt) && attempt.answer !== 503)).toEqual([]);
    expect(slowest(field.since(stalled))).toBeLessThan(ANSWER_WITHIN_MS);
    expect(probes.some((entry) => entry.status === 503)).toBe(true);
    expect(probes.filter((entry) => entry.status === 'none' || entry.ms > 2_000)).toEqual([]);
  }, 120_000);

  it("counts the database faults' 503s on /api/metrics, as the phones saw them, and no 500", async () => {
    // Both replicas have run since before the database faults: their counters hold every answer of them.
    const views = await Promise.all(replicas.map(async (replica) => operatorView(await scrapeMetrics(replica.url))));
    views.forEach((view, index) => figures.push(`metrics after the database faults, ${describeView(replicas[index]!.name, view)}`));
    const writes503 = field.attempts.filter((attempt) => attempt.kind === 'write' && attempt.answer === 503).length;
    expect(writes503).toBeGreaterThan(0);
    expect(views.reduce((sum, view) => sum + view.scoreWrites503, 0)).toBe(writes503);
    for (const view of views) expect(view.serverErrors).toEqual([]);
  }, 60_000);

  it('keeps live ids increasing on every replica when Redis restarts, is flushed, or restarts with a replica', async () => {
    // Ids above every one handed out before reach every TV: none frozen by a counter that began again.
    await redis.restart(1_000);
    let back = Date.now();
    const { before, after } = await everyTvMovesOn();
    figures.push(
      `Redis restart (1 s down): highest id before ${before}, first ids after on the TVs ${after.join(', ')}, all ${Date.now() - back} ms after Redis was back`,
    );

    const client = createClient({ url: redis.url });
    await client.connect();
    await client.flushAll();
    await client.quit();
    back = Date.now();
    await everyTvMovesOn();
    figures.push(`Redis FLUSHALL: every TV had a newer id ${Date.now() - back} ms later`);

    await Promise.all([redis.restart(1_000), replicas[0]!.stop('SIGTERM').then(() => replicas[0]!.start())]);
    back = Date.now();
    await everyTvMovesOn();
    figures.push(`Redis and replica a restarted at once: every TV had a newer id ${Date.now() - back} ms after both were back`);
    for (const tv of tvs) expect(increasing(tv.ids)).toBe(true);
  }, 120_000);

  it('starts a replica while Redis is down, serves scores, and shares events again once Redis is back', async () => {
    const [tvOnA, tvOnB] = [tvs[2]!, tvs[3]!];
    await redis.stop();
    const from = Date.now();
    await replicas[1]!.stop('SIGTERM');
    const starting = Date.now();
    await replicas[1]!.start();
    figures.push(`Redis down: replica b restarted and ready in ${Date.now() - starting} ms`);
    await everyTvMovesOn();
    await sleep(1_000);
    const alone = field.since(from);
    figures.push(`Redis down: ${alone.length} requests, answers ${JSON.stringify(countAnswers(alone))}, slowest ${slowest(alone)} ms`);
    expect(alone.filter((attempt) => !acknowledged(attempt))).toEqual([]);
    expect(alone.filter((attempt) => attempt.kind === 'write').length).toBeGreaterThan(10);

    await redis.start();
    // Both replicas join the channel again (the client retries at most 2 s apart), then every TV gets every batch.
    await sleep(4_000);
    const mark = { a: tvOnA.ids.length, b: tvOnB.ids.length };
    await sleep(3_000);
    const [idsOnA, idsOnB] = [tvOnA.ids.slice(mark.a), tvOnB.ids.slice(mark.b)];
    const [low, high] = [Math.max(idsOnA[0] ?? 0, idsOnB[0] ?? 0), Math.min(idsOnA.at(-1) ?? 0, idsOnB.at(-1) ?? 0)];
    const within = (ids: number[]) => ids.filter((id) => id >= low && id <= high);
    figures.push(
      `Redis back: ${within(idsOnA).length} ids from ${low} to ${high} seen alike on the TVs of replicas a and b in the 3 s from 4 s after Redis was back`,
    );
    expect(within(idsOnA).length).toBeGreaterThan(5);
    expect(within(idsOnA)).toEqual(within(idsOnB));
    for (const tv of tvs) expect(increasing(tv.ids)).toBe(true);
  }, 120_000);

  it('shows on /api/metrics of each replica what the operator watches: answers by status, streams, write groups, publish lag, pool', async () => {
    const views = await Promise.all(replicas.map(async (replica) => operatorView(await scrapeMetrics(replica.url))));
    views.forEach((view, index) => figures.push(`metrics at the end, ${describeView(replicas[index]!.name, view)}`));
    for (const view of views) {
      expect(view.scoreWritesStored).toBeGreaterThan(0);
      expect(view.serverErrors).toEqual([]);
      expect(view.streamsOpen).toBeGreaterThan(0); // the TV watching this replica directly, at least
      expect(view.writeGroups.count).toBeGreaterThan(0);
      expect(view.writeGroups.sum).toBeGreaterThanOrEqual(view.writeGroups.count);
      expect(view.publishLag.count).toBeGreaterThan(0);
      expect(view.pool.present).toBe(true);
      expect(view.pool.total).toBeGreaterThan(0);
    }
  }, 60_000);

  it('stored every acknowledged write exactly once, and every replica and TV shows the board the database gives', async () => {
    await field.stop();
    const all = field.attempts;
    const failedForGood = all.filter((attempt) => typeof attempt.answer === 'number' && !acknowledged(attempt) && ![502, 503, 504].includes(attempt.answer));
    figures.push(
      `whole run (${PHONES} phones): ${all.length} requests, answers ${JSON.stringify(countAnswers(all))}, ${failedForGood.length} failed for good, ` +
        `${field.acked.size} cells, TV reconnects ${tvs.map((tv) => tv.reconnects).join('/')}, longest gap between events per TV ${tvs.map((tv) => tv.longestGapMs()).join('/')} ms ` +
        `(${tvs.map((tv) => tv.longestGapMs(databaseOutages)).join('/')} ms outside the database outages)`,
    );
    expect(failedForGood).toEqual([]);
    expect(all.filter((attempt) => attempt.answer === 500 || attempt.answer === 'hung')).toEqual([]);
    const answered = all.filter((attempt) => typeof attempt.answer === 'number');
    expect(answered.filter((attempt) => !/^[0-9a-f]{32}$/.test(attempt.requestId ?? ''))).toEqual([]);
    expect(new Set(answered.map((attempt) => attempt.requestId)).size).toBe(answered.length);

    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ player_id: string; hole: number; strokes: number; changes: string }>(
        `SELECT s.player_id, s.hole, s.strokes, (SELECT count(*) FROM score_history h WHERE h.score_id = s.id) AS changes
         FROM scores s WHERE s.tournament_id = $1`,
        [tournamentId],
      );
      const stored = new Map(rows.map((row) => [`${row.player_id}:${row.hole}`, { strokes: row.strokes, writes: Number(row.changes) }]));
      const lost = [...field.acked].filter(([cell, acked]) => (stored.get(cell)?.writes ?? 0) < acked.writes).length;
      const doubled = [...field.acked].filter(([cell, acked]) => (stored.get(cell)?.writes ?? 0) > acked.writes).length;
      figures.push(`scores: ${rows.length} cells stored, ${lost} with an acknowledged write missing, ${doubled} with a write stored twice`);
      expect(stored).toEqual(field.acked);
    } finally {
      await db.end();
    }

    const freshApp = await createApp({ config: testConfig(postgres.url), databaseUrl: postgres.url });
    await freshApp.listen(0, '127.0.0.1');
    try {
      const boardFrom = async (url: string) => leaderboardResponse.parse(await (await fetch(`${url}/api/leaderboard/${tournamentId}`)).json());
      const truth = boardRows(await boardFrom(await freshApp.getUrl()));
      for (const replica of replicas) expect(boardRows(await boardFrom(replica.url))).toEqual(truth);
      const deadline = Date.now() + 10_000;
      while (tvs.some((tv) => boardRows(tv.board).join() !== truth.join()) && Date.now() < deadline) await sleep(100);
      for (const tv of tvs) expect(boardRows(tv.board)).toEqual(truth);
    } finally {
      await freshApp.close();
    }
    for (const tv of tvs) expect(increasing(tv.ids)).toBe(true);
    expect(replicas.flatMap((replica) => replica.failures())).toEqual([]);
  }, 120_000);
});
