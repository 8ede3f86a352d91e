// Loaded when the player form is first submitted: the players' schemas stay out of the Teams tab's first load.
import { isBlankText, playerDraft } from '@fairway/contracts/player-draft';
import { playerHandicap, playerInput } from '@fairway/contracts/player';
import type { PlayerEditorResult, PlayerEditorValues } from './player-editor';
import { fieldErrors } from '../../../shared/model/field-errors';

const editorDraft = playerDraft(playerHandicap);

/** Blank handicap is 18, text that is not a number 0 (as in pre-registration); a name is required. */
export function readPlayerEditor(values: PlayerEditorValues): PlayerEditorResult {
  const draft = editorDraft.safeParse(values);
  if (!draft.success) return { ok: false, errors: fieldErrors(values, draft.error.issues) };
  const { name, email, handicap, position } = draft.data;
  const input = playerInput.safeParse({ name: name.trim(), email: isBlankText(email) ? null : email?.trim(), handicap, position });
  return input.success ? { ok: true, player: input.data } : { ok: false, errors: fieldErrors(values, input.error.issues) };
}
