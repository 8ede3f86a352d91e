// Security finding 6: one user created 500 tournaments in 3.5 s, growing the unpaginated list from 28 KB
// to 728 KB; the chat's per-client limit was bypassed with a fresh X-Forwarded-For from loopback, and
// private networks were trusted as proxies. These run the API with its real limits (scale 1).
import { errorBody, localCalendarDate, messages, tournamentsResponse } from '@fairway/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { TournamentEntity } from '../../src/modules/tournament/tournament.entity';
import { limitMessages } from '../../src/common/limits/write-limits';
import { courseCatalogue } from '../../src/database/seeds/course-catalogue';
import { fixtures, type Fixtures } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpTestUser, type TestUser } from '../support/test-users';

const realLimits = { WRITE_LIMIT_SCALE: '1' };
let lastOctet = 0;
const freshIp = () => `203.0.113.${++lastOctet}`;

const tournamentBody = () => ({
  name: 'Flood Classic',
  date: localCalendarDate(),
  course: courseCatalogue[0]!.name,
  format: 'stroke-play',
  charityName: 'Junior Golf Foundation',
  charityGoal: 100,
});

function expectTooMany(response: request.Response, message: string, windowSeconds: number): void {
  expect(response.status).toBe(429);
  expect(errorBody.parse(response.body)).toMatchObject({ statusCode: 429, message, code: 'TOO_MANY_REQUESTS' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds).toBe(true);
}

describe('write limits with the API behind its own proxy (TRUST_PROXY=loopback)', () => {
  let testApp: TestApp;
  let fx: Fixtures;
  const http = () => request(testApp.http);

  beforeAll(async () => {
    testApp = await startTestApp({ env: realLimits });
    fx = fixtures(testApp.app);
  });
  afterAll(() => testApp?.close());

  const createTournament = (user: TestUser, ip: string) =>
    http().post('/api/tournaments').set('Authorization', user.bearer).set('X-Forwarded-For', ip).send(tournamentBody());

  it('lets one account create 20 tournaments an hour, then answers 429 with Retry-After, not others', async () => {
    const [flooder, neighbour] = await Promise.all([signUpTestUser('flooder'), signUpTestUser('neighbour')]);
    const ip = freshIp();
    for (let created = 0; created < 20; created += 1) await createTournament(flooder, ip).expect(201);
    expectTooMany(await createTournament(flooder, freshIp()), limitMessages.tooManyTournaments, 3600);
    expect(await fx.dataSource.getRepository(TournamentEntity).countBy({ adminUserId: flooder.uid })).toBe(20);
    await createTournament(neighbour, ip).expect(201);
  });

  it('caps one address at 60 tournaments an hour, however many accounts it uses', async () => {
    const ip = freshIp();
    const accounts = await Promise.all([1, 2, 3, 4].map((n) => signUpTestUser(`sock-${n}`)));
    for (const account of accounts.slice(0, 3)) {
      for (let created = 0; created < 20; created += 1) await createTournament(account, ip).expect(201);
    }
    expectTooMany(await createTournament(accounts[3]!, ip), limitMessages.tooManyTournaments, 3600);
    await createTournament(accounts[3]!, freshIp()).expect(201);
  });

  it('limits joining by code to 20 tries in 10 minutes per account (guessing codes)', async () => {
    const guesser = await signUpTestUser('guesser');
    for (let guess = 0; guess < 20; guess += 1) {
      await http()
        .post('/api/teams/join')
        .set('Authorization', guesser.bearer)
        .send({ inviteCode: `ZZZ${String(guess).padStart(3, '0')}` })
        .expect(404);
    }
    const limited = await http().post('/api/teams/join').set('Authorization', guesser.bearer).send({ inviteCode: 'ZZZ999' });
    expectTooMany(limited, limitMessages.tooManyJoins, 600);
  });

  it('takes a whole round of queued scores at once, but not more than a foursome could ever send', async () => {
    const player = await signUpTestUser('scorer');
    const tournament = await fx.tournament({ adminUserId: 'someone-else' });
    const team = await fx.team(
      tournament.id,
      [1, 2, 3, 4].map((position) => ({ name: `P${position}`, email: position === 1 ? player.email : null })),
    );
    const post = (playerIndex: number, hole: number) =>
      http()
        .post('/api/scores')
        .set('Authorization', player.bearer)
        .send({ tournamentId: tournament.id, teamId: team.id, playerId: team.players[playerIndex]!.id, hole, strokes: 4 });
    const round = Array.from({ length: 72 }, (_, index) => post(index % 4, Math.floor(index / 4) + 1));
    expect((await Promise.all(round)).map((response) => response.status)).toEqual(Array(72).fill(201));
    for (let sent = 72; sent < 240; sent += 1) await post(sent % 4, (sent % 18) + 1).expect(201);
    expectTooMany(await post(0, 1), limitMessages.tooManyScores, 60);
  });

  it('limits the chat to 20 messages a minute per address, and only that address', async () => {
    const ip = freshIp();
    const body = { messages: [{ role: 'user', content: 'What is par?', timestamp: new Date().toISOString() }], context: { currentPage: 'home' } };
    for (let sent = 0; sent < 20; sent += 1) await http().post('/api/chat').set('X-Forwarded-For', ip).send(body).expect(200);
    expectTooMany(await http().post('/api/chat').set('X-Forwarded-For', ip).send(body), messages.chat.rateLimited, 60);
    await http().post('/api/chat').set('X-Forwarded-For', freshIp()).send(body).expect(200);
    await http().get('/api/chat/suggestions?currentPage=home').set('X-Forwarded-For', ip).expect(200);
  });

  it('never limits reads', async () => {
    const ip = freshIp();
    for (let read = 0; read < 150; read += 1) await http().get('/api/chat/suggestions?currentPage=home').set('X-Forwarded-For', ip).expect(200);
  });

  it('pages GET /api/tournaments (at most 100) with the total and a link to the next page', async () => {
    const existing = await fx.dataSource.getRepository(TournamentEntity).count();
    for (let added = existing; added < 105; added += 1) await fx.tournament({ adminUserId: 'organiser' });
    const total = await fx.dataSource.getRepository(TournamentEntity).count();
    const first = await http().get('/api/tournaments').expect(200);
    expect(tournamentsResponse.parse(first.body)).toHaveLength(100);
    expect(first.headers['x-total-count']).toBe(String(total));
    expect(first.headers['link']).toBe('</api/tournaments?limit=100&offset=100>; rel="next"');
    const last = await http().get(`/api/tournaments?limit=100&offset=100`).expect(200);
    expect(last.body).toHaveLength(total - 100);
    expect(last.headers['link']).toBeUndefined();
    const ids = [...first.body, ...last.body].map((tournament: { id: string }) => tournament.id);
    expect(new Set(ids).size).toBe(total);
    for (const bad of ['limit=101', 'limit=0', 'limit=1e2', 'offset=-1', 'offset=%200x1']) {
      const refused = await http().get(`/api/tournaments?${bad}`).expect(400);
      expect(errorBody.parse(refused.body).message).toMatch(/^(limit|offset) must be a whole number/);
    }
  });
});

describe('X-Forwarded-For from a client that is not our proxy', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { ...realLimits, TRUST_PROXY: '192.0.2.10' } });
  });
  afterAll(() => testApp?.close());

  it('is not believed: a fresh header on every message does not escape the limit', async () => {
    const body = { messages: [{ role: 'user', content: 'Who is leading?', timestamp: new Date().toISOString() }], context: { currentPage: 'home' } };
    const send = () => request(testApp.http).post('/api/chat').set('X-Forwarded-For', freshIp()).send(body);
    for (let sent = 0; sent < 20; sent += 1) await send().expect(200);
    expectTooMany(await send(), messages.chat.rateLimited, 60);
  });
});

describe('two APIs on one Redis share the limits (REDIS_URL)', () => {
  const apps: TestApp[] = [];
  const env = { ...realLimits, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };

  afterAll(() => Promise.all(apps.map((testApp) => testApp.close())));

  it('one account alternating between them creates 20 tournaments an hour, not 40', async () => {
    const [first, second] = [await startTestApp({ env }), await startTestApp({ env })];
    apps.push(first, second);
    const flooder = await signUpTestUser('replica-flooder');
    const create = (testApp: TestApp) =>
      request(testApp.http).post('/api/tournaments').set('Authorization', flooder.bearer).set('X-Forwarded-For', freshIp()).send(tournamentBody());
    for (let created = 0; created < 20; created += 1) await create(created % 2 === 0 ? first : second).expect(201);
    expectTooMany(await create(first), limitMessages.tooManyTournaments, 3600);
    expectTooMany(await create(second), limitMessages.tooManyTournaments, 3600);
  });
});
