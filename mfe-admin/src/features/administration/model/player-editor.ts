// The Teams tab's player form: the typed values become the body of POST /api/teams/{id}/players or
// PATCH /api/players/{id}, or a message per field.
import { isBlankText, playerDraft } from '@fairway/contracts/player-draft';
import { type PlayerInput, playerHandicap, playerInput } from '@fairway/contracts/player';

export interface PlayerEditorValues {
  name: string;
  email: string;
  handicap: string;
  position: number;
}

export type PlayerEditorResult = { ok: true; player: PlayerInput } | { ok: false; errors: Partial<Record<keyof PlayerEditorValues, string>> };

const editorDraft = playerDraft(playerHandicap);

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** Blank handicap is 18, text that is not a number 0 (as in pre-registration); a name is required. */
export function readPlayerEditor(values: PlayerEditorValues): PlayerEditorResult {
  const draft = editorDraft.safeParse(values);
  if (!draft.success) return { ok: false, errors: fieldErrors(draft.error.issues) };
  const { name, email, handicap, position } = draft.data;
  const input = playerInput.safeParse({ name: name.trim(), email: isBlankText(email) ? null : email?.trim(), handicap, position });
  return input.success ? { ok: true, player: input.data } : { ok: false, errors: fieldErrors(input.error.issues) };
}

/** The first position 1-4 nobody on the team holds. */
export function freePosition(taken: ReadonlyArray<{ position: number }>): number {
  const used = new Set(taken.map((entry) => entry.position));
  return [1, 2, 3, 4].find((position) => !used.has(position)) ?? taken.length + 1;
}
