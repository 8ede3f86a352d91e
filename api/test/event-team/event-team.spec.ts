import { createHash } from 'node:crypto';
import { errorBody } from '@fairway/contracts';
import { eventRoleRevokedCode } from '@fairway/contracts/event-access';
import { eventInvitation, eventInvitationPreview, eventMember, eventTeam, maxEventMembers, myEventRoles } from '@fairway/contracts/event-team';
import { eventTeamMessages as text } from '@fairway/contracts/event-team-messages';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpTestUser, type TestUser } from '../support/test-users';

describe('the event team: invitations, acceptance, roles, revocation and handing over (real PostgreSQL, real Auth emulator)', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let owner: TestUser;
  let stranger: TestUser;
  let tournamentId: string;
  let contestId: string;

  const api = () => request(testApp.http);
  const as = (user: TestUser | null, call: request.Test) => (user ? call.set('Authorization', user.bearer) : call);
  const teamPath = (id = tournamentId) => `/api/tournaments/${id}/event-team`;
  const invite = (by: TestUser, body: object, id = tournamentId) => as(by, api().post(`${teamPath(id)}/invites`)).send(body);
  const invited = async (by: TestUser, body: object, id = tournamentId) => eventInvitation.parse((await invite(by, body, id).expect(201)).body);
  const accept = (user: TestUser, code: string) => as(user, api().post('/api/event-invites/accept')).send({ code });
  const team = async (user: TestUser = owner, id = tournamentId) => eventTeam.parse((await as(user, api().get(teamPath(id))).expect(200)).body).members;
  const rolesOf = async (user: TestUser) => myEventRoles.parse((await as(user, api().get('/api/me/event-roles')).expect(200)).body).roles;
  const row = async (memberId: string) =>
    ((await dataSource.query('SELECT * FROM event_members WHERE id = $1', [memberId])) as Array<Record<string, unknown>>)[0]!;
  /** A member who accepted an invitation by link. */
  const joined = async (user: TestUser, role: string, id = tournamentId) => {
    const invitation = await invited(owner, { role, ...(role === 'contest' ? { contestIds: [contestId] } : {}) }, id);
    return eventMember.parse((await accept(user, invitation.code).expect(200)).body);
  };
  const contest = async (id: string) =>
    (
      (await dataSource.query(
        `INSERT INTO contests (tournament_id, hole, kind, divisions, competitor) VALUES ($1, 7, 'closest-to-pin', '{Open}', 'team') RETURNING id`,
        [id],
      )) as Array<{ id: string }>
    )[0]!.id;

  beforeAll(async () => {
    testApp = await startTestApp();
    dataSource = testApp.app.get(DataSource);
    [owner, stranger] = await Promise.all([signUpTestUser('et-owner', { displayName: 'Olive Owner' }), signUpTestUser('et-stranger')]);
    tournamentId = (await fixtures(testApp.app).tournament({ adminUserId: owner.uid, name: 'Autumn Charity Classic' })).id;
    contestId = await contest(tournamentId);
  });

  afterAll(() => testApp?.close());

  it("invites by e-mail: the outbox holds the invitation with its link, the table only the code's hash, and the answer shows the code once", async () => {
    const desk = await signUpTestUser('et-desk');
    const answer = eventInvitation.parse(
      (await invite(owner, { email: desk.email.toUpperCase(), role: 'check-in' }).set('Origin', 'http://192.168.1.20:8080').expect(201)).body,
    );
    expect(answer.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(answer.link).toBe(`http://192.168.1.20:8080/event-invite/${answer.code}`);
    expect(answer.member).toMatchObject({ role: 'check-in', status: 'invited', email: desk.email, invitedBy: owner.uid, acceptedAt: null });

    const mails = (await dataSource.query(`SELECT recipient, data FROM mail_outbox WHERE dedupe_key = $1`, [`event-invite:${answer.member.id}`])) as Array<{
      recipient: string;
      data: Record<string, unknown>;
    }>;
    expect(mails).toEqual([
      { recipient: desk.email, data: { inviterName: 'Olive Owner', role: 'check-in', invitePath: `/event-invite/${answer.code}`, code: answer.code } },
    ]);
    const stored = await row(answer.member.id);
    expect(stored.code_hash).toBe(createHash('sha256').update(answer.code).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(answer.code);

    const preview = eventInvitationPreview.parse((await api().get(`/api/event-invites/${answer.code}`).expect(200)).body);
    expect(preview).toEqual({ tournamentId, tournamentName: 'Autumn Charity Classic', role: 'check-in', status: 'invited' });
    expect((await team()).find((member) => member.id === answer.member.id)).toMatchObject({ status: 'invited', email: desk.email });
  });

  it('is accepted only by the account with the invited, verified address; once', async () => {
    const desk = await signUpTestUser('et-desk2', { displayName: 'Dee Desk' });
    const unverified = await signUpTestUser('et-unverified', { verified: false });
    const forDesk = await invited(owner, { email: desk.email, role: 'check-in' });
    const forUnverified = await invited(owner, { email: unverified.email, role: 'check-in' });

    expect((await accept(stranger, forDesk.code).expect(403)).body.message).toBe(text.wrongAccount);
    expect((await accept(unverified, forUnverified.code).expect(403)).body.message).toBe(text.verifyEmailFirst);
    expect((await row(forUnverified.member.id)).status).toBe('invited');
    await api().post('/api/event-invites/accept').send({ code: forDesk.code }).expect(401);

    const accepted = eventMember.parse((await accept(desk, forDesk.code).expect(200)).body);
    expect(accepted).toMatchObject({ id: forDesk.member.id, status: 'active', email: desk.email, displayName: 'Dee Desk', acceptedAt: expect.any(String) });
    expect(await row(accepted.id)).toMatchObject({ user_id: desk.uid, code_hash: null });
    expect((await accept(desk, forDesk.code).expect(404)).body.message).toBe(text.invitationUnknown);
    await api().get(`/api/event-invites/${forDesk.code}`).expect(404);
    expect(await rolesOf(desk)).toEqual([{ tournamentId, tournamentName: 'Autumn Charity Classic', date: expect.any(String), role: 'check-in' }]);
  });

  it('shares a link: no e-mail is sent, anyone signed in accepts it, and of two accepts at once exactly one wins', async () => {
    const [first, second] = await Promise.all([signUpTestUser('et-race-1'), signUpTestUser('et-race-2')]);
    const link = await invited(owner, { role: 'scorer' });
    expect(link.member.email).toBeNull();
    expect(await dataSource.query(`SELECT 1 FROM mail_outbox WHERE dedupe_key = $1`, [`event-invite:${link.member.id}`])).toEqual([]);

    const answers = await Promise.all([accept(first, link.code), accept(second, link.code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const winner = answers[0]!.status === 200 ? first : second;
    expect(await row(link.member.id)).toMatchObject({ status: 'active', user_id: winner.uid, email: winner.email });
  });

  it('refuses the owner their own invitation, and a second role for someone already on the team', async () => {
    const link = await invited(owner, { role: 'scorer' });
    expect((await accept(owner, link.code).expect(409)).body.message).toBe(text.ownerAccepting);
    const member = await signUpTestUser('et-twice');
    await joined(member, 'check-in');
    expect((await accept(member, link.code).expect(409)).body.message).toBe(text.alreadyMember);
    expect((await row(link.member.id)).status).toBe('invited');
    expect((await invite(owner, { email: member.email, role: 'scorer' }).expect(409)).body.message).toBe(text.alreadyOnTeam(member.email));
  });

  it('gives a contest volunteer contests of this tournament only', async () => {
    const elsewhere = await contest((await fixtures(testApp.app).tournament({ adminUserId: owner.uid })).id);
    expect((await invite(owner, { role: 'contest', contestIds: [elsewhere] }).expect(400)).body.message).toBe(text.contestNotInEvent);
    expect((await invite(owner, { role: 'contest' }).expect(400)).body.message).toBe(text.contestsRequired);
    expect((await invited(owner, { role: 'contest', contestIds: [contestId] })).member.contestIds).toEqual([contestId]);
    expect((await invited(owner, { role: 'scorer', contestIds: [contestId] })).member.contestIds).toEqual([]);
  });

  it("changes and revokes a role at once, naming who did; the revoked member's next request is refused as revoked", async () => {
    const volunteer = await signUpTestUser('et-volunteer');
    const member = await joined(volunteer, 'check-in');
    const changed = eventMember.parse(
      (
        await as(owner, api().patch(`${teamPath()}/${member.id}`))
          .send({ role: 'contest', contestIds: [contestId] })
          .expect(200)
      ).body,
    );
    expect(changed).toMatchObject({ role: 'contest', contestIds: [contestId] });
    expect(await row(member.id)).toMatchObject({ changed_by: owner.uid });

    const before = await as(volunteer, api().get(teamPath())).expect(403);
    expect(errorBody.parse(before.body).code).not.toBe(eventRoleRevokedCode);
    await as(owner, api().delete(`${teamPath()}/${member.id}`)).expect(204);
    expect(await row(member.id)).toMatchObject({ status: 'revoked', revoked_by: owner.uid, revoked_at: expect.any(Date) });
    const after = await as(volunteer, api().get(teamPath())).expect(403);
    expect(errorBody.parse(after.body).code).toBe(eventRoleRevokedCode);
    expect(await rolesOf(volunteer)).toEqual([]);
    await as(owner, api().delete(`${teamPath()}/${member.id}`)).expect(204);
    expect(
      (
        await as(owner, api().patch(`${teamPath()}/${member.id}`))
          .send({ role: 'scorer' })
          .expect(409)
      ).body.message,
    ).toBe(text.revokedMember);
    expect((await team()).find((listed) => listed.id === member.id)).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
  });

  it('says a withdrawn invitation was withdrawn: its preview has status revoked and accepting it is 410', async () => {
    const link = await invited(owner, { role: 'auction' });
    await as(owner, api().delete(`${teamPath()}/${link.member.id}`)).expect(204);
    expect(eventInvitationPreview.parse((await api().get(`/api/event-invites/${link.code}`).expect(200)).body).status).toBe('revoked');
    expect((await accept(stranger, link.code).expect(410)).body.message).toBe(text.invitationWithdrawn);
    await api()
      .get(`/api/event-invites/${'x'.repeat(32)}`)
      .expect(404);
  });

  it('lets a co-organiser manage the team but not hand it over; the owner hands it to an active member and stays as co-organiser', async () => {
    const cochair = await signUpTestUser('et-cochair');
    const otherOwner = await signUpTestUser('et-handover-owner');
    const id = (await fixtures(testApp.app).tournament({ adminUserId: otherOwner.uid, name: 'Handover Open' })).id;
    const invitation = await invited(otherOwner, { role: 'co-organiser' }, id);
    const member = eventMember.parse((await accept(cochair, invitation.code).expect(200)).body);
    const pending = await invited(cochair, { role: 'check-in' }, id);
    expect(pending.member.invitedBy).toBe(cochair.uid);
    expect((await team(cochair, id)).length).toBe(2);

    await as(cochair, api().post(`/api/tournaments/${id}/owner`))
      .send({ memberId: member.id })
      .expect(403);
    expect(
      (
        await as(otherOwner, api().post(`/api/tournaments/${id}/owner`))
          .send({ memberId: pending.member.id })
          .expect(409)
      ).body.message,
    ).toBe(text.transferNotActive);
    await as(otherOwner, api().post(`/api/tournaments/${id}/owner`))
      .send({ memberId: member.id })
      .expect(204);

    expect((await rolesOf(cochair)).find((role) => role.tournamentId === id)?.role).toBe('owner');
    expect((await rolesOf(otherOwner)).find((role) => role.tournamentId === id)?.role).toBe('co-organiser');
    const members = await team(otherOwner, id);
    expect(members.filter((listed) => listed.status === 'active').map((listed) => [listed.role, listed.invitedBy])).toEqual([['co-organiser', otherOwner.uid]]);
    await as(otherOwner, api().post(`/api/tournaments/${id}/owner`))
      .send({ memberId: members[0]!.id })
      .expect(403);
  });

  it('lists the team to its organisers only: a desk volunteer and strangers 403, visitors 401', async () => {
    const desk = await signUpTestUser('et-desk-reader');
    const member = await joined(desk, 'check-in');
    await as(desk, api().get(teamPath())).expect(403);
    await as(desk, api().patch(`${teamPath()}/${member.id}`))
      .send({ role: 'co-organiser' })
      .expect(403);
    await as(desk, api().post(`${teamPath()}/invites`))
      .send({ role: 'co-organiser' })
      .expect(403);
    await as(stranger, api().get(teamPath())).expect(403);
    await as(stranger, api().delete(`${teamPath()}/${member.id}`)).expect(403);
    await api().get(teamPath()).expect(401);
    await api().get('/api/me/event-roles').expect(401);
    expect((await row(member.id)).role).toBe('check-in');
  });

  it(`holds at most ${maxEventMembers} members and invitations per tournament`, async () => {
    const id = (await fixtures(testApp.app).tournament({ adminUserId: owner.uid })).id;
    await dataSource.query(
      `INSERT INTO event_members (tournament_id, role, code_hash, invited_by) SELECT $1, 'scorer', md5(random()::text || g), $2 FROM generate_series(1, $3) g`,
      [id, owner.uid, maxEventMembers - 1],
    );
    await invited(owner, { role: 'scorer' }, id);
    expect((await invite(owner, { role: 'scorer' }, id).expect(409)).body.message).toBe(text.teamFull);
    const revocable = (await team(owner, id))[0]!;
    await as(owner, api().delete(`${teamPath(id)}/${revocable.id}`)).expect(204);
    await invited(owner, { role: 'scorer' }, id);
  });

  it("lists the owner's own tournaments among their roles", async () => {
    const roles = await rolesOf(owner);
    expect(roles.find((role) => role.tournamentId === tournamentId)).toEqual({
      tournamentId,
      tournamentName: 'Autumn Charity Classic',
      date: expect.any(String),
      role: 'owner',
    });
    expect(await rolesOf(stranger)).toEqual([]);
  });
});
