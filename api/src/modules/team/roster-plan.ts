import type { PlayerInput, TeamPlayerUpdate } from '@fairway/contracts';

export type PlayerChange = PlayerInput & { id: string };

export interface RosterPlan {
  removeIds: string[];
  changes: PlayerChange[];
  additions: PlayerInput[];
}

/**
 * How a team's players become the sent roster: entries with an id update that player, entries without
 * one are added, players left out are removed. An id that is not on the team is reported, not guessed at.
 */
export function planRoster(currentIds: readonly string[], desired: readonly TeamPlayerUpdate[]): RosterPlan | { unknownId: string } {
  const current = new Set(currentIds.map((id) => id.toLowerCase()));
  const changes: PlayerChange[] = [];
  const additions: PlayerInput[] = [];
  for (const { id, ...fields } of desired) {
    if (id === undefined) {
      additions.push(fields);
      continue;
    }
    const normalised = id.toLowerCase();
    if (!current.has(normalised)) return { unknownId: id };
    changes.push({ ...fields, id: normalised });
  }
  const kept = new Set(changes.map((change) => change.id));
  return { removeIds: [...current].filter((id) => !kept.has(id)), changes, additions };
}
