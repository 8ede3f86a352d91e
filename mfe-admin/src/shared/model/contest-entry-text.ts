import type { ContestEntry, ContestLeader } from '@fairway/contracts/contest';

/** The player, with the team, or the team alone for a team contest. */
export function entrantName(entry: ContestEntry): string {
  return entry.playerName ? `${entry.playerName} (${entry.teamName})` : entry.teamName;
}

/** Voided, unverified (a player's own, waiting for a volunteer) or who recorded it. */
export function entryStatus(entry: ContestEntry): string {
  if (entry.voided) return 'Voided';
  if (!entry.verified) return 'Unverified';
  return entry.source === 'station' ? 'Station' : 'Player, confirmed';
}

/** "Men: Ann Lee (Eagles), 4 ft 2 in" or "Men: no entry yet". */
export function leaderLine(leader: ContestLeader): string {
  return leader.entry ? `${leader.division}: ${entrantName(leader.entry)}, ${leader.entry.measurementLabel}` : `${leader.division}: no entry yet`;
}
