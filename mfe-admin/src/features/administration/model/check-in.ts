import type { Team } from '@fairway/contracts/team';

export type CheckInTone = 'none' | 'partial' | 'complete';

/** Not Started (grey), n/m (yellow) or Complete (green), from the players checked in. */
export function teamCheckIn(team: Pick<Team, 'players'>): { label: string; tone: CheckInTone } {
  const total = team.players.length;
  const checkedIn = team.players.filter((player) => player.checkedIn).length;
  if (checkedIn === 0) return { label: 'Not Started', tone: 'none' };
  if (checkedIn === total) return { label: 'Complete', tone: 'complete' };
  return { label: `${checkedIn}/${total}`, tone: 'partial' };
}

/** Case-insensitive substring search over team name, player names and player e-mails. */
export function matchesCheckInSearch(team: Team, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [team.name, ...team.players.flatMap((player) => [player.name, player.email ?? ''])];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}
