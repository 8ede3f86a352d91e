// The Teams tab's player form: the typed values become the body of POST /api/teams/{id}/players or
// PATCH /api/players/{id}, or a message per field.
import type { PlayerInput } from '@fairway/contracts/player';

export interface PlayerEditorValues {
  name: string;
  email: string;
  handicap: string;
  position: number;
}

export type PlayerEditorResult = { ok: true; player: PlayerInput } | { ok: false; errors: Partial<Record<keyof PlayerEditorValues, string>> };

/** The first position 1-4 nobody on the team holds. */
export function freePosition(taken: ReadonlyArray<{ position: number }>): number {
  const used = new Set(taken.map((entry) => entry.position));
  return [1, 2, 3, 4].find((position) => !used.has(position)) ?? taken.length + 1;
}
