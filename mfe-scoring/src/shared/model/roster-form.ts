import { manageTeamForm, registerTeamForm, saveTeamForm } from '@fairway/contracts/foursome';
import { toPlayerInputs } from '@fairway/contracts/player-draft';
import type { TeamPlayerUpdate } from '@fairway/contracts/team';
import type { RosterDraft } from './roster-drafts';

/** Save and Register on the join page (handicaps 0-36), or Manage Team on the scorecard (0-54). */
export type RosterFormKind = 'save' | 'register' | 'manage';

const schemas = { save: saveTeamForm, register: registerTeamForm, manage: manageTeamForm } as const;

export type RosterFormResult = { ok: true; update: { name: string; players: TeamPlayerUpdate[] } } | { ok: false; message: string };

/** The team update to send (named players only, a blank handicap 18, a blank e-mail null), or the first problem. */
export function readRosterForm(kind: RosterFormKind, name: string, drafts: readonly RosterDraft[]): RosterFormResult {
  const parsed = schemas[kind].safeParse({ name, players: drafts });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  return { ok: true, update: { name: parsed.data.name, players: toPlayerInputs(parsed.data.players) } };
}
