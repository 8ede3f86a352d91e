import { eventRoleRevokedCode } from '@fairway/contracts/event-access';
import type { OrganisationRole } from '@fairway/contracts/event-team';
import { AuthException, AuthExceptionCode, type AuthUser } from '../../common/auth';
import { withRequestId } from '../../common/observability/request-context';
import { EventAccessService } from './event-access.service';
import type { Membership } from './event-member.repository';
import type { EventTeamService } from './event-team.service';
import type { OrganisationRoleSource } from './organisation-role-source';

const user = (uid: string, email: string | null = null, emailVerified = false): AuthUser => ({ uid, email, emailVerified, displayName: null });
const tournament = { id: 't1', adminUserId: 'uid-owner', organisationId: 'org-1' };

/** The event team as rows in memory: each person's membership on t1, and the touches recorded. */
class FakeTeam {
  reads = 0;
  touched: string[] = [];
  constructor(private readonly rows: Record<string, Membership>) {}
  activeMembership(tournamentId: string, uid: string): Promise<Membership | null> {
    this.reads += 1;
    return Promise.resolve(tournamentId === 't1' ? (this.rows[uid] ?? null) : null);
  }
  membershipsOf(uid: string) {
    const row = this.rows[uid];
    return Promise.resolve(row?.status === 'active' ? [{ tournamentId: 't1', id: row.id, role: row.role, contestIds: row.contestIds }] : []);
  }
  touchLastActive(memberId: string): Promise<void> {
    this.touched.push(memberId);
    return Promise.resolve();
  }
}

const rows: Record<string, Membership> = {
  'uid-desk': { id: 'm-desk', role: 'check-in', contestIds: [], status: 'active' },
  'uid-gone': { id: 'm-gone', role: 'check-in', contestIds: [], status: 'revoked' },
  'uid-hole7': { id: 'm-hole7', role: 'contest', contestIds: ['c7'], status: 'active' },
  'uid-manager': { id: 'm-manager', role: 'check-in', contestIds: [], status: 'active' },
};

function access(organisationRoles: Record<string, OrganisationRole> = {}) {
  const team = new FakeTeam(rows);
  const organisations: OrganisationRoleSource = {
    roleOf: (caller, organisationId) => Promise.resolve((organisationId === 'org-1' && organisationRoles[caller.uid]) || null),
    roleOn: (tournamentId, caller) => Promise.resolve((tournamentId === 't1' && organisationRoles[caller.uid]) || null),
    organisationIdsOf: (caller) => Promise.resolve(organisationRoles[caller.uid] ? ['org-1'] : []),
  };
  return { team, service: new EventAccessService(team as unknown as EventTeamService, organisations) };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AuthException)) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
};

describe('EventAccessService', () => {
  it('makes the tournament admin (uid or verified e-mail) the owner without reading the team', async () => {
    const { service, team } = access();
    await expect(service.roleOf(user('uid-owner'), tournament)).resolves.toBe('owner');
    await expect(service.roleOf(user('other', 'owner@club.example', true), { ...tournament, adminUserId: 'Owner@club.example' })).resolves.toBe('owner');
    await expect(service.roleOf(user('other', 'owner@club.example', false), { ...tournament, adminUserId: 'owner@club.example' })).resolves.toBeNull();
    expect(team.touched).toEqual([]);
  });

  it("gives an active member their row's role and records that they used it", async () => {
    const { service, team } = access();
    await expect(service.require(user('uid-desk'), tournament, 'sales.record', 'record money')).resolves.toBe('check-in');
    expect(team.touched).toEqual(['m-desk']);
    await expect(service.accessOf(user('uid-hole7'), tournament)).resolves.toMatchObject({ role: 'contest', contestIds: ['c7'], memberId: 'm-hole7' });
  });

  it("refuses what the role's permissions leave out, naming who may", async () => {
    const { service } = access();
    await expect(refusal(service.require(user('uid-desk'), tournament, 'money.refund', 'refund payments'))).resolves.toEqual({
      code: AuthExceptionCode.Forbidden,
      message: "Only the tournament's organisers can refund payments.",
    });
    await expect(refusal(service.require(user('stranger'), tournament, 'event.delete', 'delete this tournament'))).resolves.toEqual({
      code: AuthExceptionCode.Forbidden,
      message: 'Only the tournament admin can delete this tournament.',
    });
  });

  it('tells a revoked member their role was removed, whatever they ask', async () => {
    const { service, team } = access();
    for (const permission of ['sales.record', 'event.edit'] as const) {
      await expect(refusal(service.require(user('uid-gone'), tournament, permission, 'record money'))).resolves.toEqual({
        code: 'EVENT_ROLE_REVOKED',
        message: 'Your role on this event was removed by the organiser.',
      });
    }
    await expect(service.roleOf(user('uid-gone'), tournament)).resolves.toBeNull();
    expect(team.touched).toEqual([]);
  });

  it('takes the stronger of the own row and the organisation role', async () => {
    const { service } = access({ 'uid-manager': 'event-manager', 'uid-org-admin': 'admin' });
    await expect(service.roleOf(user('uid-manager'), tournament)).resolves.toBe('co-organiser');
    await expect(service.roleOf(user('uid-org-admin'), tournament)).resolves.toBe('owner');
    await expect(service.roleOf(user('uid-org-admin'), { ...tournament, organisationId: null })).resolves.toBeNull();
    // A tournament read without its organisation has the role read by the tournament.
    await expect(service.roleOf(user('uid-org-admin'), { id: 't1', adminUserId: 'uid-owner' })).resolves.toBe('owner');
    await expect(service.rolesOn(user('uid-manager'), [tournament, { id: 't2', adminUserId: 'x' }])).resolves.toEqual(
      new Map([
        ['t1', 'co-organiser'],
        ['t2', null],
      ]),
    );
  });

  it('works without an organisation module', async () => {
    const service = new EventAccessService(new FakeTeam(rows) as unknown as EventTeamService);
    await expect(service.roleOf(user('uid-desk'), tournament)).resolves.toBe('check-in');
  });

  it('reads the standing once per request, and afresh on the next request', async () => {
    const { service, team } = access();
    await withRequestId('r1', async () => {
      await service.require(user('uid-desk'), tournament, 'checkIn', 'check players in');
      await service.require(user('uid-desk'), tournament, 'sales.record', 'record money');
    });
    expect(team.reads).toBe(1);
    await withRequestId('r2', () => service.roleOf(user('uid-desk'), tournament));
    expect(team.reads).toBe(2);
  });
});

describe('the revoked code', () => {
  it('is the one the pages branch on', () => {
    expect(AuthExceptionCode.EventRoleRevoked).toBe(eventRoleRevokedCode);
  });
});
