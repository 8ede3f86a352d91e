import type { EventMember } from '@fairway/contracts/event-team';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** "just now", "5 min ago", "3 h ago", "2 days ago"; "Never" for a member who has not been seen. */
export function lastActiveText(lastActiveAt: string | null, now = Date.now()): string {
  if (!lastActiveAt) return 'Never';
  const ago = Math.max(0, now - Date.parse(lastActiveAt));
  if (ago < minute) return 'just now';
  if (ago < hour) return `${Math.floor(ago / minute)} min ago`;
  if (ago < day) return `${Math.floor(ago / hour)} h ago`;
  const days = Math.floor(ago / day);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** Who the member is: their name, else their e-mail, else the shared link nobody has used yet. */
export function memberTitle(member: EventMember): string {
  return member.displayName ?? member.email ?? 'Shared link (not used yet)';
}

const statusOrder = { active: 0, invited: 1, revoked: 2 } as const;

/** Active members first, then invitations, then those revoked; the owner at the top; by name within. */
export function sortMembers(members: readonly EventMember[]): EventMember[] {
  return [...members].sort(
    (a, b) =>
      Number(b.role === 'owner') - Number(a.role === 'owner') || statusOrder[a.status] - statusOrder[b.status] || memberTitle(a).localeCompare(memberTitle(b)),
  );
}

/** The contests' titles of a contest volunteer ("Hole 7: Closest to the pin"), in hole order. */
export function contestsText(contestIds: readonly string[], contests: ReadonlyArray<{ id: string; hole: number; title: string }>): string {
  return contests
    .filter((contest) => contestIds.includes(contest.id))
    .sort((a, b) => a.hole - b.hole)
    .map((contest) => `Hole ${contest.hole}: ${contest.title}`)
    .join(', ');
}

/**
 * How the owner is named on the team: the caller's own name or e-mail when they own it; else the owner's
 * account id as the tournament read gives it to an organiser when that is an e-mail; else just "Owner".
 */
export function ownerTitle(adminUserId: string | undefined, you: { displayName?: string | null; email?: string | null } | null): string {
  if (you) return you.displayName ?? you.email ?? 'You';
  return adminUserId?.includes('@') ? adminUserId : 'Owner';
}

/** Whether the member's row is the signed-in caller's own (matched by the verified e-mail they accepted with). */
export function isCallersRow(member: EventMember, callerEmail: string | null | undefined): boolean {
  return member.status === 'active' && !!callerEmail && member.email?.toLowerCase() === callerEmail.toLowerCase();
}
