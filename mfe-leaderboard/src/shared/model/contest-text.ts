import type { Contest, ContestEntry } from '@fairway/contracts/contest';

/** Who leads: the player and their team for an individual contest, the team for a team contest. */
export function leaderName(entry: Pick<ContestEntry, 'playerName' | 'teamName'>): string {
  return entry.playerName ? `${entry.playerName} (${entry.teamName})` : entry.teamName;
}

/** "Sponsored by Acme · Prize: a new putter", or null when there is neither. */
export function contestExtras(contest: Pick<Contest, 'sponsorName' | 'prize'>): string | null {
  const parts = [contest.sponsorName && `Sponsored by ${contest.sponsorName}`, contest.prize && `Prize: ${contest.prize}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The division's name is said only when the contest has more than one. */
export function divisionLabel(contest: Pick<Contest, 'divisions'>, division: string): string | null {
  return contest.divisions.length > 1 ? division : null;
}

export function hiddenHolesText(count: number): string {
  return count === 1 ? 'The last hole is hidden until the awards' : `The last ${count} holes are hidden until the awards`;
}
