import type { EventMember } from '@fairway/contracts/event-team';
import { contestsText, lastActiveText, memberTitle, sortMembers } from './event-team-text';

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
