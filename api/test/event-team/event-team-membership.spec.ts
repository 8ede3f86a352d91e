import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventMemberRepository } from '../../src/modules/event-team/event-member.repository';
import { EventTeamService } from '../../src/modules/event-team/event-team.service';
import { fixtures } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

describe("the event team's memberships as the access layer reads them (real PostgreSQL)", () => {
  let testApp: TestApp;
  let service: EventTeamService;
  let members: EventMemberRepository;
  let dataSource: DataSource;
  let tournamentId: string;
  let otherTournamentId: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    service = testApp.app.get(EventTeamService);
    members = testApp.app.get(EventMemberRepository);
    dataSource = testApp.app.get(DataSource);
    const fx = fixtures(testApp.app);
    tournamentId = (await fx.tournament({ adminUserId: 'owner-uid' })).id;
    otherTournamentId = (await fx.tournament({ adminUserId: 'owner-uid' })).id;
  });

  afterAll(() => testApp?.app.close());

  /** An invitation accepted by `uid`, as the accept route leaves it. */
  const activeMember = async (uid: string, role: 'check-in' | 'scorer' = 'check-in', tournament = tournamentId) =>
    dataSource.transaction(async (manager) => {
      const invited = await members.insert(
        { tournament_id: tournament, role, email: null, contest_ids: [], code_hash: randomUUID(), invited_by: 'owner-uid' },
        manager,
      );
      return (await members.accept(invited.id, { uid, email: `${uid}@example.org`, displayName: uid }, manager))!;
    });

  it('answers the active role, nothing for a stranger or another event, and the revoked row once removed', async () => {
    const uid = `desk-${randomUUID()}`;
    const member = await activeMember(uid);
    expect(await service.activeMembership(tournamentId, uid)).toEqual({ id: member.id, role: 'check-in', contestIds: [], status: 'active' });
    expect(await service.activeMembership(otherTournamentId, uid)).toBeNull();
    expect(await service.activeMembership(tournamentId, `stranger-${randomUUID()}`)).toBeNull();

    await dataSource.transaction((manager) => members.revoke(member.id, 'owner-uid', manager));
    expect(await service.activeMembership(tournamentId, uid)).toMatchObject({ id: member.id, status: 'revoked' });

    const again = await activeMember(uid, 'scorer');
    expect(await service.activeMembership(tournamentId, uid)).toMatchObject({ id: again.id, role: 'scorer', status: 'active' });
  });

  it('keeps one live row per person and event: a second active row for the same uid is refused by the database', async () => {
    const uid = `twice-${randomUUID()}`;
    await activeMember(uid);
    await expect(activeMember(uid)).rejects.toThrow(/event_members_one_per_person/);
  });

  it('writes last-active at most once a minute per member', async () => {
    const uid = `busy-${randomUUID()}`;
    const member = await activeMember(uid);
    const lastActive = async () => (await members.find(tournamentId, member.id))!.last_active_at;
    expect(await lastActive()).toBeNull();

    await service.touchLastActive(member.id);
    const first = await lastActive();
    expect(first).toBeInstanceOf(Date);
    await dataSource.query(`UPDATE event_members SET last_active_at = now() - interval '2 minutes' WHERE id = $1`, [member.id]);
    const backdated = await lastActive();
    await service.touchLastActive(member.id);
    expect(await lastActive()).toEqual(backdated);

    await service.touchLastActive(member.id, Date.now() + 61_000);
    expect((await lastActive())!.getTime()).toBeGreaterThan(backdated!.getTime());
  });

  it("lists a person's active memberships across events", async () => {
    const uid = `many-${randomUUID()}`;
    await activeMember(uid, 'check-in');
    await activeMember(uid, 'scorer', otherTournamentId);
    const held = await service.membershipsOf(uid);
    expect(held.map((m) => [m.tournamentId, m.role]).sort()).toEqual(
      [
        [tournamentId, 'check-in'],
        [otherTournamentId, 'scorer'],
      ].sort(),
    );
  });
});
