import type { EventMember } from '@fairway/contracts/event-team';
import { contestsText, isCallersRow, lastActiveText, memberTitle, ownerTitle, sortMembers } from './event-team-text';

const now = Date.parse('2026-06-01T12:00:00Z');
const member = (overrides: Partial<EventMember>): EventMember => ({
  id: 'm',
  tournamentId: 't',
  role: 'check-in',
  status: 'active',
  email: null,
  displayName: null,
  contestIds: [],
  invitedBy: null,
  invitedAt: '2026-05-01T00:00:00Z',
  acceptedAt: null,
  revokedAt: null,
  lastActiveAt: null,
  ...overrides,
});

describe('lastActiveText', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(lastActiveText(null, now)).toBe('Never');
    expect(lastActiveText('2026-06-01T11:59:30Z', now)).toBe('just now');
    expect(lastActiveText('2026-06-01T11:55:00Z', now)).toBe('5 min ago');
    expect(lastActiveText('2026-06-01T09:00:00Z', now)).toBe('3 h ago');
    expect(lastActiveText('2026-05-31T10:00:00Z', now)).toBe('yesterday');
    expect(lastActiveText('2026-05-29T12:00:00Z', now)).toBe('3 days ago');
  });
});

describe('memberTitle and sortMembers', () => {
  it('names a member by name, e-mail or as an unused link, and lists the owner, the active, the invited, the revoked', () => {
    const members = [
      member({ id: 'r', status: 'revoked', displayName: 'Ann' }),
      member({ id: 'i', status: 'invited', email: 'zed@example.com' }),
      member({ id: 'l', status: 'invited' }),
      member({ id: 'b', displayName: 'Bea' }),
      member({ id: 'o', role: 'owner', displayName: 'Zoe' }),
    ];
    expect(sortMembers(members).map((one) => one.id)).toEqual(['o', 'b', 'l', 'i', 'r']);
    expect(memberTitle(members[1]!)).toBe('zed@example.com');
    expect(memberTitle(members[2]!)).toBe('Shared link (not used yet)');
  });
});

describe('contestsText', () => {
  it("lists a volunteer's contests by hole", () => {
    const contests = [
      { id: 'c2', hole: 12, title: 'Longest drive' },
      { id: 'c1', hole: 7, title: 'Closest to the pin' },
      { id: 'c3', hole: 3, title: 'Other' },
    ];
    expect(contestsText(['c2', 'c1'], contests)).toBe('Hole 7: Closest to the pin, Hole 12: Longest drive');
  });
});

describe('ownerTitle', () => {
  it("names the caller who owns it, else the owner's e-mail, else just Owner", () => {
    expect(ownerTitle('uid-olive', { displayName: 'Olive', email: 'olive@example.com' })).toBe('Olive');
    expect(ownerTitle('uid-olive', { displayName: null, email: 'olive@example.com' })).toBe('olive@example.com');
    expect(ownerTitle('olive@example.com', null)).toBe('olive@example.com');
    expect(ownerTitle('uid-olive', null)).toBe('Owner');
    expect(ownerTitle(undefined, null)).toBe('Owner');
  });
});

describe('isCallersRow', () => {
  it("matches the caller's active row by e-mail, whatever its case", () => {
    expect(isCallersRow(member({ status: 'active', email: 'dee@example.com' }), 'Dee@Example.com')).toBe(true);
    expect(isCallersRow(member({ status: 'invited', email: 'dee@example.com' }), 'dee@example.com')).toBe(false);
    expect(isCallersRow(member({ status: 'active', email: 'cal@example.com' }), 'dee@example.com')).toBe(false);
    expect(isCallersRow(member({ status: 'active', email: null }), null)).toBe(false);
  });
});
