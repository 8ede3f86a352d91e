import { jest } from '@jest/globals';
import { activityResponse, leaderboardResponse } from '@fairway/contracts';
import request from 'supertest';
import type { DeepPartial } from 'typeorm';
import { EventHub } from '../src/modules/events/event-hub.service';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { LiveEventBuilder } from '../src/modules/events/live-event.builder';
import type { PlayerEntity, TeamEntity } from '../src/modules/team/team.entity';
import type { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { appWithFixtures } from './support/fixtures';
import { openEventStream, type SseStream } from './support/sse-client';
import { signUpTestUser, type TestUser } from './support/test-users';

const scratch: DeepPartial<PlayerEntity> = { handicap: 0 };

describe('live events (GET /api/tournaments/:id/events)', () => {
  const suite = appWithFixtures();
  let admin: TestUser;
  let baseUrl: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    admin = await signUpTestUser('events-admin');
    await suite.testApp.app.listen(0, '127.0.0.1');
    baseUrl = await suite.testApp.app.getUrl();
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

  async function field(format: TournamentEntity['format'] = 'stroke-play') {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Live Open', format });
    const leaders = await suite.setup.team(tournament.id, [scratch], { name: 'Leaders' });
    const chasers = await suite.setup.team(tournament.id, [scratch], { name: 'Chasers' });
    return { tournament, leaders, chasers };
  }

  async function stream(tournamentId: string, lastEventId?: number) {
    const query = lastEventId === undefined ? '' : `?lastEventId=${lastEventId}`;
    const opened = await openEventStream(`${baseUrl}/api/tournaments/${tournamentId}/events${query}`);
    streams.push(opened);
    return opened;
  }

  const postScore = (team: TeamEntity, hole: number, strokes: number) =>
    request(suite.testApp.http)
      .post('/api/scores')
      .set('Authorization', admin.bearer)
      .send({ tournamentId: team.tournamentId, teamId: team.id, playerId: team.players[0]!.id, hole, strokes })
      .expect(201);

  const settled = () => suite.testApp.app.get(EventPublisher).settled();

  it('starts with a snapshot, then a posted score brings hole scores, the new board and a birdie', async () => {
    const { tournament, leaders, chasers } = await field();
    const live = await stream(tournament.id);
    await live.next('leaderboard');
    const seen = live.events.length;

    await postScore(chasers, 1, 5);
    await postScore(leaders, 1, 3);

    const holeScores = await live.next('hole-scores', (event) => event.data.teamId === leaders.id, { after: seen });
    expect(holeScores.data).toMatchObject({ hole: 1, scores: [expect.objectContaining({ strokes: 3, isBest: true })] });
    const board = await live.next('leaderboard', (event) => event.data.rows.every((row) => row.thru === 1), { after: seen });
    expect(leaderboardResponse.parse(board.data).rows.map((row) => [row.teamName, row.positionLabel, row.totalScoreLabel])).toEqual([
      ['Leaders', '1', '-1'],
      ['Chasers', '2', '+1'],
    ]);
    const birdie = await live.next('activity', (event) => event.data.kind === 'birdie', { after: seen });
    expect(birdie.data).toMatchObject({ title: 'Birdie on hole 1', teamId: leaders.id });
    const ids = live.events.slice(seen).map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const feed = activityResponse.parse((await request(suite.testApp.http).get(`/api/tournaments/${tournament.id}/activity`).expect(200)).body);
    expect(feed.map((item) => item.title)).toContain('Birdie on hole 1');
  });

  it('opens with a heartbeat that says how often the next ones come, without an event id', async () => {
    const { tournament } = await field();
    const live = await stream(tournament.id);
    await live.next('leaderboard');

    const text = live.text();
    expect(text.indexOf('event: heartbeat\ndata: {"seconds":15}\n\n')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('event: heartbeat')).toBeLessThan(text.indexOf('event: leaderboard'));
    expect(text).not.toMatch(/id: [^\n]*\nevent: heartbeat/);
  });

  it('resumes from Last-Event-ID with exactly the missed events, and sends a snapshot when the id is unknown', async () => {
    const { tournament, leaders } = await field();
    const first = await stream(tournament.id);
    await postScore(leaders, 1, 4);
    const lastSeen = await first.next('leaderboard', (event) => event.id > 0);
    first.close();

    await postScore(leaders, 2, 5);
    await settled();
    const resumed = await openEventStream(`${baseUrl}/api/tournaments/${tournament.id}/events`, { 'Last-Event-ID': String(lastSeen.id) });
    streams.push(resumed);
    const missed = await resumed.next('leaderboard');
    expect(missed.id).toBeGreaterThan(lastSeen.id);
    expect(missed.data.rows.find((row) => row.teamId === leaders.id)?.thru).toBe(2);
    expect(resumed.events.some((event) => event.type === 'tournament')).toBe(false);

    const tooOld = await stream(tournament.id, 1);
    const snapshot = await tooOld.next('leaderboard');
    expect(tooOld.events.map((event) => event.type)).toEqual(['tournament', 'charity', 'leaderboard']);
    expect(snapshot.data.rows.find((row) => row.teamId === leaders.id)?.thru).toBe(2);
  });

  it('tells a charity milestone once, after the change commits', async () => {
    const { tournament } = await field();
    const live = await stream(tournament.id);
    await live.next('leaderboard');

    await request(suite.testApp.http)
      .patch(`/api/tournaments/${tournament.id}/charity-raised`)
      .set('Authorization', admin.bearer)
      .send({ charityRaised: 2600 })
      .expect(200);

    const charity = await live.next('charity', (event) => event.data.charityRaised === 2600);
    expect(charity.data).toMatchObject({ milestonesCrossed: [1000, 2500], percent: 52 });
    const milestone = await live.next('activity', (event) => event.data.kind === 'charity-milestone');
    expect(milestone.data.message).toBe('$1,000 raised for Junior Golf Foundation');
  });

  it('serves the board from memory with an ETag, 304 while unchanged and the new board after a write', async () => {
    const { tournament, leaders } = await field();
    const first = await request(suite.testApp.http).get(`/api/leaderboard/${tournament.id}`).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    await request(suite.testApp.http).get(`/api/leaderboard/${tournament.id}`).set('If-None-Match', etag).expect(304);

    await postScore(leaders, 1, 3);
    await settled();

    const after = await request(suite.testApp.http).get(`/api/leaderboard/${tournament.id}`).set('If-None-Match', etag).expect(200);
    expect(leaderboardResponse.parse(after.body).rows[0]).toMatchObject({ teamName: 'Leaders', totalScoreLabel: '-1' });
  });

  it('publishes nothing for a write that is refused', async () => {
    const { tournament, leaders } = await field();
    const live = await stream(tournament.id);
    await live.next('leaderboard');
    const seen = live.events.length;
    const stranger = await signUpTestUser('stranger');
    await request(suite.testApp.http)
      .post('/api/scores')
      .set('Authorization', stranger.bearer)
      .send({ tournamentId: tournament.id, teamId: leaders.id, playerId: leaders.players[0]!.id, hole: 1, strokes: 2 })
      .expect(403);
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.events.slice(seen)).toEqual([]);
  });

  it('leaves no stream behind when clients go away', async () => {
    const { tournament } = await field();
    const hub = suite.testApp.app.get(EventHub);
    const before = hub.streamCount;
    const opened = await Promise.all(Array.from({ length: 20 }, () => stream(tournament.id)));
    await Promise.all(opened.map((live) => live.next('leaderboard')));
    expect(hub.streamCount).toBe(before + 20);

    opened.forEach((live) => live.close());
    await waitFor(() => hub.streamCount === before);
  });

  it('folds a burst of writes into fewer boards, the last of them with every write', async () => {
    const { tournament, leaders } = await field();
    const live = await stream(tournament.id);
    await live.next('leaderboard');
    const seen = live.events.length;

    await Promise.all(Array.from({ length: 18 }, (_, index) => postScore(leaders, index + 1, 4)));
    await settled();

    const boards = live.events.slice(seen).filter((event) => event.type === 'leaderboard');
    const last = await live.next('leaderboard', (event) => event.data.rows.some((row) => row.thru === 18), { after: seen });
    expect(leaderboardResponse.parse(last.data).rows.find((row) => row.teamName === 'Leaders')).toMatchObject({ thru: 18 });
    expect(boards.length).toBeLessThan(18);
  });

  it('builds one snapshot for streams that open together, and a fresh one after the next event', async () => {
    const { tournament, leaders } = await field();
    const snapshot = jest.spyOn(suite.testApp.app.get(LiveEventBuilder), 'snapshot');
    try {
      const together = await Promise.all(Array.from({ length: 12 }, () => stream(tournament.id)));
      await Promise.all(together.map((live) => live.next('leaderboard')));
      expect(snapshot.mock.calls.length).toBeLessThan(12);
      const calls = snapshot.mock.calls.length;

      await postScore(leaders, 1, 3);
      await settled();
      const late = await stream(tournament.id);
      const board = await late.next('leaderboard');
      expect(snapshot.mock.calls.length).toBe(calls + 1);
      expect(leaderboardResponse.parse(board.data).rows.find((row) => row.teamName === 'Leaders')).toMatchObject({ thru: 1 });
    } finally {
      snapshot.mockRestore();
    }
  });

  it('answers 404 for an unknown tournament', async () => {
    await request(suite.testApp.http).get('/api/tournaments/00000000-0000-4000-8000-000000000000/events').expect(404);
    await request(suite.testApp.http).get('/api/tournaments/00000000-0000-4000-8000-000000000000/activity').expect(404);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
