import { eventInvitation } from '@fairway/contracts/event-team';
import request from 'supertest';
import { EventPublisher } from '../../src/modules/events/event-publisher.service';
import { fixtures } from '../support/fixtures';
import { openEventStream, type SseStream } from '../support/sse-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpTestUser, type TestUser } from '../support/test-users';

describe("the event team's changes on the live stream (real PostgreSQL, real HTTP stream)", () => {
  let testApp: TestApp;
  let owner: TestUser;
  let volunteer: TestUser;
  let live: SseStream | undefined;

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    [owner, volunteer] = await Promise.all([signUpTestUser('etl-owner'), signUpTestUser('etl-volunteer')]);
  });

  afterAll(async () => {
    live?.close();
    await testApp?.close();
  });

  it('tells open pages that the team changed (an invitation, an acceptance, a revocation), naming no one and rebuilding no board', async () => {
    const tournamentId = (await fixtures(testApp.app).tournament({ adminUserId: owner.uid })).id;
    live = await openEventStream(`${await testApp.app.getUrl()}/api/tournaments/${tournamentId}/events`);
    await live.next('leaderboard');
    const api = () => request(testApp.http);
    const settled = () => testApp.app.get(EventPublisher).settled();

    let seen = live.events.length;
    const invitation = eventInvitation.parse(
      (
        await api()
          .post(`/api/tournaments/${tournamentId}/event-team/invites`)
          .set('Authorization', owner.bearer)
          .send({ email: volunteer.email, role: 'check-in' })
          .expect(201)
      ).body,
    );
    expect((await live.next('event-team', undefined, { after: seen })).data).toEqual({ tournamentId });

    seen = live.events.length;
    await api().post('/api/event-invites/accept').set('Authorization', volunteer.bearer).send({ code: invitation.code }).expect(200);
    await live.next('event-team', undefined, { after: seen });

    seen = live.events.length;
    await api().delete(`/api/tournaments/${tournamentId}/event-team/${invitation.member.id}`).set('Authorization', owner.bearer).expect(204);
    await live.next('event-team', undefined, { after: seen });
    await settled();
    expect(live.events.slice(seen).map((event) => event.type)).toEqual(['event-team']);
    expect(live.text()).not.toContain(volunteer.email);
    expect(live.text()).not.toContain(volunteer.uid);
  });
});
