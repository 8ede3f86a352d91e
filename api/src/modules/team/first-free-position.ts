import { limits } from '@fairway/contracts';

/** The lowest roster position 1-4 nobody holds, or null when the team is full. */
export function firstFreePosition(taken: Iterable<number>): number | null {
  const used = new Set(taken);
  for (let position = 1; position <= limits.maxPlayersPerTeam; position += 1) {
    if (!used.has(position)) return position;
  }
  return null;
}
