import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import type { PostScoreInput } from '@fairway/contracts';
import { OutboxStore, ScoreOutbox, type SendScores } from '@fairway/api-client/outbox';
import { postScoresBatchResponse } from '@fairway/contracts/score-card';
import { ScoreEntity } from '../src/modules/score/score.entity';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

// 144 phones (36 foursomes) each score 18 holes through the real outbox against the real API and
// PostgreSQL, with requests that never leave (offline), replies that never arrive (the write happened)
// and an offline window per phone; some scores are corrected while still queued.
const teamsCount = 36;
const holes = 18;

interface Phone {
  user: TestUser;
  outbox: ScoreOutbox;
  queued: Map<string, PostScoreInput>;
  offlineUntilRound: number;
}

/** A small deterministic random source, so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('score outbox stress: 144 players x 18 holes', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(() => testApp?.close());

  it('ends with exactly 2,592 scores, each the last one entered, none lost or duplicated', async () => {
    const next = random(Number(process.env.STRESS_SEED ?? 20_261_123));
    const setup = fixtures(testApp.app);
    const organiser = await signUpTestUser('stress-admin');
    const tournament = await setup.tournament({ adminUserId: organiser.uid });
    let round = 0;
    let requests = 0;
    let lostReplies = 0;

    function flakySend(phone: () => Phone): SendScores {
      return async (scores) => {
        if (round < phone().offlineUntilRound || next() < 0.15) throw new TypeError('fetch failed: offline');
        requests += 1;
        const response = await fetch(`${baseUrl}/api/scores/batch`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: phone().user.bearer },
          body: JSON.stringify({ scores }),
        });
        if (!response.ok) throw new Error(`batch answered ${response.status}`);
        const reply = postScoresBatchResponse.parse(await response.json()).results;
        if (next() < 0.1) {
          lostReplies += 1;
          throw new TypeError('fetch failed: reply lost');
        }
        return reply;
      };
    }

    const phones: Phone[] = [];
    for (let teamIndex = 0; teamIndex < teamsCount; teamIndex += 1) {
      const users = await Promise.all([1, 2, 3, 4].map((n) => signUpTestUser(`stress-${teamIndex}-${n}`)));
      const team = await setup.team(
        tournament.id,
        users.map((user, n) => ({ name: `P${teamIndex}.${n}`, email: user.email, handicap: (teamIndex + n) % 20 })),
        {
          startingHole: (teamIndex % holes) + 1,
        },
      );
      for (const [n, user] of users.entries()) {
        const playerId = team.players.find((player) => player.position === n + 1)!.id;
        const phone: Phone = {
          user,
          queued: new Map(),
          offlineUntilRound: Math.floor(next() * 6),
          outbox: undefined as unknown as ScoreOutbox,
        };
        phone.outbox = new ScoreOutbox({ send: flakySend(() => phone), store: new OutboxStore(`stress-phone-${phones.length}`) });
        phones.push(phone);
        for (let hole = 1; hole <= holes; hole += 1) {
          phone.queued.set(`${playerId}:${hole}`, { tournamentId: tournament.id, teamId: team.id, playerId, hole, strokes: 1 + Math.floor(next() * 12) });
        }
      }
    }

    const started = Date.now();
    // Every phone enters its card hole by hole (replays run between holes), correcting some scores later.
    for (const phone of phones) for (const score of phone.queued.values()) await phone.outbox.enqueue(score);
    for (const phone of phones) {
      for (const score of phone.queued.values()) {
        if (next() < 0.1) {
          const corrected = { ...score, strokes: (score.strokes % 12) + 1 };
          phone.queued.set(`${score.playerId}:${score.hole}`, corrected);
          await phone.outbox.enqueue(corrected);
        }
      }
    }
    for (round = 0; round < 40; round += 1) {
      await Promise.all(phones.map((phone) => phone.outbox.flush()));
      if (phones.every((phone) => phone.outbox.getStatus().pending === 0 && phone.outbox.getStatus().failed.length === 0)) break;
    }
    const elapsedMs = Date.now() - started;

    const stored = await setup.dataSource.getRepository(ScoreEntity).find({ where: { tournamentId: tournament.id } });
    const expected = new Map(phones.flatMap((phone) => [...phone.queued.values()].map((score) => [`${score.playerId}:${score.hole}`, score.strokes] as const)));
    console.log(
      `outbox stress: ${stored.length} scores stored of ${expected.size} entered, ${requests} batch requests reached the API, ` +
        `${lostReplies} replies lost, ${round + 1} replay rounds, ${elapsedMs} ms`,
    );
    expect(phones.map((phone) => phone.outbox.getStatus())).toEqual(phones.map(() => expect.objectContaining({ pending: 0, failed: [] })));
    expect(stored).toHaveLength(teamsCount * 4 * holes);
    expect(new Map(stored.map((score) => [`${score.playerId}:${score.hole}`, score.strokes]))).toEqual(expected);
    expect(lostReplies).toBeGreaterThan(0);
  }, 300_000);
});
