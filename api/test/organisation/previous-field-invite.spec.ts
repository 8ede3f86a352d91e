import { cloneTournamentResponse, organisationMessages, previousFieldInvitePreview, previousFieldInviteResult } from '@fairway/contracts/organisation';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures, todayIso } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpTestUser, type TestUser } from '../support/test-users';

const nextYear = () => `${Number(todayIso().slice(0, 4)) + 1}${todayIso().slice(4)}`.replace(/-02-29$/, '-02-28');

describe('inviting last year’s players and donors to a cloned event, through the outbox on PostgreSQL', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let db: DataSource;
  let owner: TestUser;
  let desk: TestUser;

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.query(text, params) as Promise<T[]>;
  const outbox = (tournamentId: string) =>
    sql<{ recipient: string; template: string; data: { recipientName: string | null; previousEventName: string; registerPath: string } }>(
      `SELECT recipient, template, data FROM mail_outbox WHERE tournament_id = $1 ORDER BY recipient`,
      [tournamentId],
    );

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    db = testApp.app.get(DataSource);
    [owner, desk] = await Promise.all([signUpTestUser('pfi-owner'), signUpTestUser('pfi-desk')]);
  });

  afterAll(() => testApp?.close());

  it('mails each of last year’s players and donors once (by e-mail, any case), skips the unsubscribed, and never twice', async () => {
    const source = await fx.tournament({ adminUserId: owner.uid, name: 'Harbour Classic' });
    await fx.team(source.id, [
      { name: 'Ann Lee', email: 'Ann@Example.com' },
      { name: 'Bo Park', email: 'bo@example.com' },
      { name: 'No Mail', email: null },
    ]);
    await fx.team(source.id, [{ name: 'Cy Out', email: 'cy@example.com' }]);
    await sql(
      `INSERT INTO ledger_entries (tournament_id, kind, amount_cents, donor_name, contact_email, method, state) VALUES
         ($1, 'donation', 5000, 'Ann Lee', 'ANN@example.com', 'cash', 'received'),
         ($1, 'donation', 9000, 'Dee Donor', 'dee@example.com', 'card', 'received')`,
      [source.id],
    );
    await sql(`INSERT INTO mail_suppressions (email, reason) VALUES ('cy@example.com', 'test')`);
    const copy = cloneTournamentResponse.parse(
      (
        await as(owner, api().post(`/api/tournaments/${source.id}/clone`))
          .send({ date: nextYear() })
          .expect(201)
      ).body,
    );
    const [row] = await sql<{ cloned_from: string }>('SELECT cloned_from FROM tournaments WHERE id = $1', [copy.id]);
    expect(row!.cloned_from).toBe(source.id);
    const path = `/api/tournaments/${copy.id}/invite-previous-field`;

    expect(previousFieldInvitePreview.parse((await as(owner, api().get(path)).expect(200)).body)).toEqual({ count: 3, previousEventName: 'Harbour Classic' });
    expect(previousFieldInviteResult.parse((await as(owner, api().post(path)).expect(200)).body)).toEqual({ queued: 3 });
    const mails = await outbox(copy.id);
    expect(mails.map((mail) => [mail.recipient, mail.template, mail.data.recipientName])).toEqual([
      ['ann@example.com', 'previous-field-invite', 'Ann Lee'],
      ['bo@example.com', 'previous-field-invite', 'Bo Park'],
      ['dee@example.com', 'previous-field-invite', 'Dee Donor'],
    ]);
    expect(mails.every((mail) => mail.data.registerPath === `/tournament/${copy.id}/register` && mail.data.previousEventName === 'Harbour Classic')).toBe(true);

    // Twice: nobody mailed again; a new player of last year's is the only one invited.
    expect(previousFieldInviteResult.parse((await as(owner, api().post(path)).expect(200)).body)).toEqual({ queued: 0 });
    await fx.team(source.id, [{ name: 'Eve Late', email: 'eve@example.com' }]);
    expect(previousFieldInvitePreview.parse((await as(owner, api().get(path)).expect(200)).body).count).toBe(1);
    expect(previousFieldInviteResult.parse((await as(owner, api().post(path)).expect(200)).body)).toEqual({ queued: 1 });
    expect((await outbox(copy.id)).map((mail) => mail.recipient)).toEqual(['ann@example.com', 'bo@example.com', 'dee@example.com', 'eve@example.com']);
  });

  it('is the organisers’ alone, and only for a cloned event', async () => {
    const source = await fx.tournament({ adminUserId: owner.uid, name: 'Lakeside Open' });
    await fx.team(source.id, [{ name: 'Fay Golf', email: 'fay@example.com' }]);
    const copy = cloneTournamentResponse.parse(
      (
        await as(owner, api().post(`/api/tournaments/${source.id}/clone`))
          .send({ date: nextYear() })
          .expect(201)
      ).body,
    );
    await sql(`INSERT INTO event_members (tournament_id, role, status, user_id, email, accepted_at) VALUES ($1, 'check-in', 'active', $2, $3, now())`, [
      copy.id,
      desk.uid,
      desk.email,
    ]);
    const path = `/api/tournaments/${copy.id}/invite-previous-field`;
    await as(desk, api().post(path)).expect(403);
    await as(desk, api().get(path)).expect(403);
    await api().post(path).expect(401);
    expect(await outbox(copy.id)).toEqual([]);

    const notCloned = await as(owner, api().post(`/api/tournaments/${source.id}/invite-previous-field`)).expect(409);
    expect(notCloned.body.message).toBe(organisationMessages.notCloned);
    await as(owner, api().post('/api/tournaments/00000000-0000-4000-8000-000000000000/invite-previous-field')).expect(404);
  });
});
