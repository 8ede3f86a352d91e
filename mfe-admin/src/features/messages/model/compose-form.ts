import { type FieldMessageRequest, fieldMessageInput, fieldMessageMessages } from '@fairway/contracts/field-message';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';

export type AudienceKind = 'all' | 'team' | 'unpaid';

export interface ComposeForm {
  audience: AudienceKind;
  teamId: string;
  subject: string;
  body: string;
  showOnScorecards: boolean;
}

export const emptyComposeForm: ComposeForm = { audience: 'all', teamId: '', subject: '', body: '', showOnScorecards: true };

export const audienceOptions: ReadonlyArray<{ value: AudienceKind; label: string }> = [
  { value: 'all', label: 'All players' },
  { value: 'team', label: 'One team' },
  { value: 'unpaid', label: 'Teams that have not paid' },
];

const audienceOf = (form: ComposeForm) => (form.audience === 'team' ? { kind: 'team' as const, teamId: form.teamId } : { kind: form.audience });

/** The request of the compose form, or the contract's messages beside the fields they are about. */
export function composeRequest(form: ComposeForm): { request: FieldMessageRequest } | { errors: FieldErrors<ComposeForm> } {
  const parsed = fieldMessageInput.safeParse({ audience: audienceOf(form), subject: form.subject, body: form.body, showOnScorecards: form.showOnScorecards });
  if (parsed.success) return { request: parsed.data };
  const errors = fieldErrors(form, parsed.error.issues);
  // A team not chosen yet: the contract's words for the audience, beside the team's select.
  if (parsed.error.issues.some((issue) => issue.path[0] === 'audience')) errors.teamId = fieldMessageMessages.audienceInvalid;
  return { errors };
}
