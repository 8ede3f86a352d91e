import { jest } from '@jest/globals';
import request from 'supertest';
import { EventPublisher } from '../src/modules/events/event-publisher.service';
import { LeaderboardService } from '../src/modules/leaderboard/leaderboard.service';
import { appWithFixtures } from './support/fixtures';
import { openEventStream, type SseStream } from './support/sse-client';
import { signUpTestUser, type TestUser } from './support/test-users';

describe('fundraising on the live stream', () => {
  const suite = appWithFixtures();
  let admin: TestUser;
  let baseUrl: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    admin = await signUpTestUser('charity-live-admin');
    await suite.testApp.app.listen(0, '127.0.0.1');
    baseUrl = await suite.testApp.app.getUrl();
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

  async function opened() {
    const tournament = await suite.setup.tournament({ adminUserId: admin.uid, name: 'Money Open', charityGoalCents: 500_000 });
    const live = await openEventStream(`${baseUrl}/api/tournaments/${tournament.id}/events`);
    streams.push(live);
    await live.next('leaderboard');
    return { tournament, live };
  }

  it("publishes a charity event for each ledger change, with the ledger's sum, and announces milestones once", async () => {
    const { tournament, live } = await opened();
    const api = () => request(suite.testApp.http);
    const entry = await api()
      .post(`/api/tournaments/${tournament.id}/ledger`)
      .set('Authorization', admin.bearer)
      .send({ kind: 'donation', amount: 900, donorName: 'A', method: 'cash' })
      .expect(201);
    expect((await live.next('charity', (event) => event.data.charityRaised === 900)).data.milestonesCrossed).toEqual([]);
    await api()
      .post(`/api/tournaments/${tournament.id}/ledger`)
      .set('Authorization', admin.bearer)
      .send({ kind: 'entry-fee', amount: 200, donorName: 'B', method: 'card' })
      .expect(201);
    const crossed = await live.next('charity', (event) => event.data.charityRaised === 1100);
    expect(crossed.data.milestonesCrossed).toEqual([1000]);
    const milestone = await live.next('activity', (event) => event.data.kind === 'charity-milestone');
    expect(milestone.data.message).toBe('$1,000 raised for Junior Golf Foundation');
    await api()
      .post(`/api/tournaments/${tournament.id}/ledger/${entry.body.id}/void`)
      .set('Authorization', admin.bearer)
      .send({ reason: 'bounced' })
      .expect(200);
    await live.next('charity', (event) => event.data.charityRaised === 200);
  });

  it('publishes a charity event when a guest gives, a sponsor is added or a birdie is pledged', async () => {
    const { tournament, live } = await opened();
    const api = () => request(suite.testApp.http);
    // Each change is awaited on the stream before the next, so the publisher cannot fold two into one event.
    const tells = async (change: () => Promise<unknown>) => {
      const after = live.events.length;
      await change();
      await live.next('charity', undefined, { after });
    };
    await tells(() => api().post(`/api/tournaments/${tournament.id}/donations`).send({ amount: 10, anonymous: true }).expect(201));
    await tells(() => api().post(`/api/tournaments/${tournament.id}/sponsors`).set('Authorization', admin.bearer).send({ name: 'Acme' }).expect(201));
    await tells(() => api().post(`/api/tournaments/${tournament.id}/birdie-pledges`).send({ donorName: 'Gran', amountPerBirdie: 1 }).expect(201));
  });

  // Measured on the way to its own live change: a gift was a `tournament` change and rebuilt the board once,
  // sending a leaderboard event to every screen; now it rebuilds nothing.
  it('tells a gift and a milestone without building the board or sending it again', async () => {
    const { tournament, live } = await opened();
    const publisher = suite.testApp.app.get(EventPublisher);
    await publisher.settled();
    const builds = jest.spyOn(suite.testApp.app.get(LeaderboardService) as unknown as { build: () => unknown }, 'build');
    const after = live.events.length;
    try {
      for (const amount of [25, 50, 100]) {
        const told = live.events.length;
        await request(suite.testApp.http).post(`/api/tournaments/${tournament.id}/donations`).send({ amount, donorName: 'Gran' }).expect(201);
        await live.next('charity', undefined, { after: told });
      }
      await request(suite.testApp.http)
        .post(`/api/tournaments/${tournament.id}/ledger`)
        .set('Authorization', admin.bearer)
        .send({ kind: 'donation', amount: 1000, donorName: 'Desk', method: 'cash' })
        .expect(201);
      expect((await live.next('charity', (event) => event.data.charityRaised === 1000, { after })).data.milestonesCrossed).toEqual([1000]);
      await live.next('activity', (event) => event.data.kind === 'charity-milestone', { after });
      await publisher.settled();
      expect({
        boardBuilds: builds.mock.calls.length,
        leaderboardEvents: live.events.slice(after).filter((event) => event.type === 'leaderboard').length,
      }).toEqual({
        boardBuilds: 0,
        leaderboardEvents: 0,
      });
    } finally {
      builds.mockRestore();
    }
  });
});
