import type { ContestEntry, ContestKind, ContestLeader } from '@fairway/contracts/contest';

/** What the leader rule needs of a contest. */
export interface LeaderRuleContest {
  kind: ContestKind;
  measured: boolean;
  divisions: readonly string[];
}

const inchesOf = (entry: ContestEntry) => (entry.feet ?? 0) * 12 + (entry.inches ?? 0);
const time = (entry: ContestEntry) => Date.parse(entry.createdAt);

/**
 * Negative when `a` beats `b`. Closest to the pin and straightest drive: the shorter distance; a measured
 * longest drive: more yards; an unmeasured one: the newer entry (the volunteer moves the marker only for a
 * ball past it); a hole-in-one: the first. A tie in distance goes to the entry made first (it stood first).
 */
export function compareEntries(contest: LeaderRuleContest, a: ContestEntry, b: ContestEntry): number {
  switch (contest.kind) {
    case 'closest-to-pin':
    case 'straightest-drive':
      return inchesOf(a) - inchesOf(b) || time(a) - time(b);
    case 'longest-drive':
      return contest.measured ? (b.yards ?? 0) - (a.yards ?? 0) || time(a) - time(b) : time(b) - time(a);
    case 'hole-in-one':
      return time(a) - time(b);
  }
}

/** Only verified entries that are not voided can lead: a player's own measurement waits for a station. */
export const canLead = (entry: ContestEntry) => entry.verified && !entry.voided;

/** The leader of each division, in the contest's division order (null while nobody qualifies). */
export function contestLeaders(contest: LeaderRuleContest, entries: readonly ContestEntry[]): ContestLeader[] {
  return contest.divisions.map((division) => {
    const candidates = entries.filter((entry) => entry.division === division && canLead(entry));
    const [best] = [...candidates].sort((a, b) => compareEntries(contest, a, b));
    return { division, entry: best ?? null };
  });
}
