// Checking the Pre-Register tab's drafts before any request: the first problem becomes the toast, every
// problem is shown at its field.
import { messages, type ToastText } from '@fairway/contracts/messages';
import { type PreRegistrationDraft, preRegistrationDraft, type PreRegistrationDraftValues } from '@fairway/contracts/pre-registration';

/** Field path ("teamName", "players.2.handicap") to its message. */
export type DraftErrors = Record<string, string>;

export type DraftCheck = { ok: true; drafts: PreRegistrationDraft[] } | { ok: false; toast: ToastText; errors: DraftErrors[] };

const toastFor = (message: string): ToastText => {
  const known = [messages.preRegistration.teamNameRequired, messages.preRegistration.playersRequired, messages.preRegistration.noTeams];
  return known.find((toast) => `${toast.title}: ${toast.description}` === message) ?? { title: message };
};

export function checkDrafts(values: readonly PreRegistrationDraftValues[]): DraftCheck {
  if (values.length === 0) return { ok: false, toast: messages.preRegistration.noTeams, errors: [] };
  const results = values.map((draft) => preRegistrationDraft.safeParse(draft));
  const errors = results.map((result) => (result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))));
  const firstIssue = results.flatMap((result) => (result.success ? [] : result.error.issues))[0];
  if (firstIssue) return { ok: false, toast: toastFor(firstIssue.message), errors };
  return { ok: true, drafts: results.map((result) => result.data as PreRegistrationDraft) };
}
