import { myEventRoles } from '@fairway/contracts/event-team';
import { organisationPage } from '@fairway/contracts/organisation';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpTestUser, type TestUser } from '../support/test-users';

describe('organisation roles on the organisation’s events, over HTTP on PostgreSQL', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let db: DataSource;
  let admin: TestUser;
  let manager: TestUser;
  let otherAdmin: TestUser;
  let organisationId: string;

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    db = testApp.app.get(DataSource);
    [admin, manager, otherAdmin] = await Promise.all([signUpTestUser('orgrole-admin'), signUpTestUser('orgrole-manager'), signUpTestUser('orgrole-other')]);
    organisationId = organisationPage.parse((await as(admin, api().post('/api/organisations')).send({ name: 'Rotary Golf Day' }).expect(201)).body).id;
    await as(admin, api().post(`/api/organisations/${organisationId}/members`))
      .send({ email: manager.email, role: 'event-manager' })
      .expect(201);
    await as(otherAdmin, api().post('/api/organisations')).send({ name: 'Another Charity' }).expect(201);
  });

  afterAll(() => testApp?.close());

  /** An event of the organisation owned by someone else: organisation roles alone reach it. */
  async function organisationEvent(name: string) {
    const tournament = await fx.tournament({ adminUserId: 'someone-else', name });
    await db.query('UPDATE tournaments SET organisation_id = $1 WHERE id = $2', [organisationId, tournament.id]);
    return tournament;
  }

  it('lets the event manager edit the event but not delete it; the admin deletes it; another organisation’s admin does neither', async () => {
    const event = await organisationEvent('Rotary Classic');
    await as(manager, api().patch(`/api/tournaments/${event.id}`))
      .send({ name: 'Rotary Classic 2' })
      .expect(200);
    await as(otherAdmin, api().patch(`/api/tournaments/${event.id}`))
      .send({ name: 'Taken over' })
      .expect(403);
    await as(manager, api().delete(`/api/tournaments/${event.id}`)).expect(403);
    await as(otherAdmin, api().delete(`/api/tournaments/${event.id}`)).expect(403);
    const [row] = (await db.query('SELECT name FROM tournaments WHERE id = $1', [event.id])) as Array<{ name: string }>;
    expect(row).toEqual({ name: 'Rotary Classic 2' });

    const read = await as(manager, api().get(`/api/tournaments/${event.id}`)).expect(200);
    expect(read.body).toMatchObject({ myRole: 'co-organiser', canManage: true });

    await as(admin, api().delete(`/api/tournaments/${event.id}`)).expect((response) => expect([200, 204]).toContain(response.status));
    expect(await db.query('SELECT id FROM tournaments WHERE id = $1', [event.id])).toEqual([]);
  });

  it('lets the organisation admin score any team’s card as owner (the score write reads the organisation), not another organisation’s admin', async () => {
    const event = await organisationEvent('Rotary Scramble');
    const team = await fx.team(event.id, [{ name: 'Ann Lee' }]);
    const score = { tournamentId: event.id, teamId: team.id, playerId: team.players[0]!.id, hole: 2, strokes: 5 };
    await as(otherAdmin, api().post('/api/scores')).send(score).expect(403);
    await as(admin, api().post('/api/scores')).send(score).expect(201);
    const rows = (await db.query('SELECT strokes FROM scores WHERE team_id = $1 AND hole = 2', [team.id])) as Array<{ strokes: number }>;
    expect(rows).toEqual([{ strokes: 5 }]);
  });

  it('lists the organisation’s events among my event roles for its members only', async () => {
    const event = await organisationEvent('Rotary Open');
    const mine = (user: TestUser) => as(user, api().get('/api/me/event-roles')).expect(200);
    const managers = myEventRoles.parse((await mine(manager)).body).roles;
    expect(managers.find((role) => role.tournamentId === event.id)).toMatchObject({ tournamentName: 'Rotary Open', role: 'co-organiser' });
    const admins = myEventRoles.parse((await mine(admin)).body).roles;
    expect(admins.find((role) => role.tournamentId === event.id)).toMatchObject({ role: 'owner' });
    const others = myEventRoles.parse((await mine(otherAdmin)).body).roles;
    expect(others.find((role) => role.tournamentId === event.id)).toBeUndefined();
  });
});
