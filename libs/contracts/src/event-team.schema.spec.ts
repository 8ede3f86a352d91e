import { can, eventPermissions, inviteEventMember, rolePermissions, strongestRole } from './event-team.schema';

describe('the event team role matrix', () => {
  it('gives the owner everything and the co-organiser everything but delete and handing ownership over', () => {
    expect(eventPermissions.every((permission) => can('owner', permission))).toBe(true);
    expect(eventPermissions.filter((permission) => !can('co-organiser', permission))).toEqual(['event.delete', 'event.transfer']);
  });

  it('keeps the check-in desk to the desk: no refunds, no voids of others, no field edits, no contacts', () => {
    for (const permission of ['money.refund', 'money.voidAny', 'field.edit', 'field.contacts', 'event.edit', 'team.manage'] as const) {
      expect(can('check-in', permission)).toBe(false);
    }
    expect(['checkIn', 'sales.record', 'closeOut.own'].every((permission) => can('check-in', permission as never))).toBe(true);
  });

  it('gives the scorer any card and the contest volunteer their own stations only', () => {
    expect(can('scorer', 'scores.anyTeam')).toBe(true);
    expect(rolePermissions.contest).toEqual(['stations.own']);
    expect(can(null, 'field.read')).toBe(false);
  });

  it('takes the strongest of the roles a person holds', () => {
    expect(strongestRole(['check-in', 'co-organiser', null])).toBe('co-organiser');
    expect(strongestRole(['owner', 'co-organiser'])).toBe('owner');
    expect(strongestRole([null, undefined])).toBeNull();
  });

  it('never invites an owner and normalises the e-mail', () => {
    expect(inviteEventMember.safeParse({ role: 'owner' }).success).toBe(false);
    expect(inviteEventMember.parse({ role: 'check-in', email: ' Desk@Club.Example ' })).toEqual({
      role: 'check-in',
      email: 'desk@club.example',
      contestIds: [],
    });
  });
});
