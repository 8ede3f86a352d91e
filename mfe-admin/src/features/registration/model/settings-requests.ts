import {
  type QuestionInput,
  questionInput,
  type RegistrationSettings,
  type RegistrationSettingsRequest,
  registrationSettingsInput,
} from '@fairway/contracts/registration';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import { instantOf } from '../../../shared/model/date-time-field';
import { type QuestionAudience, type QuestionForm, questionsKey, type WindowForm } from './settings-forms';

// Loaded when a settings form is first submitted: the registration schemas stay out of the tab's first load.
// The settings are saved whole (PUT), so each section sends what the server has with its own part changed.

type Outcome<F> = { request: RegistrationSettingsRequest } | { errors: FieldErrors<F> };

const asInput = ({ id, kind, label, required, options }: RegistrationSettings['teamQuestions'][number]): QuestionInput => ({
  id,
  kind,
  label,
  required,
  options: kind === 'select' ? options : [],
});

/** The settings as the server has them, as a request: the waiver's current text publishes no new version. */
export function currentSettings(settings: RegistrationSettings): RegistrationSettingsRequest {
  return {
    open: settings.open,
    opensAt: settings.opensAt,
    closesAt: settings.closesAt,
    capacityTeams: settings.capacityTeams,
    waitlistOfferHours: settings.waitlistOfferHours,
    payerCoversFee: settings.payerCoversFee,
    teamQuestions: settings.teamQuestions.map(asInput),
    playerQuestions: settings.playerQuestions.map(asInput),
    waiverText: settings.waiver?.text ?? null,
  };
}

function checked<F extends object>(form: F, request: RegistrationSettingsRequest, fieldOf: Partial<Record<PropertyKey, keyof F>> = {}): Outcome<F> {
  const parsed = registrationSettingsInput.safeParse(request);
  return parsed.success ? { request } : { errors: fieldErrors(form, parsed.error.issues, fieldOf) };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const dateTimeMessage = 'Enter a date and time, or leave it blank';

export function windowRequest(form: WindowForm, settings: RegistrationSettings): Outcome<WindowForm> {
  const [opensAt, closesAt] = [instantOf(form.opensAt), instantOf(form.closesAt)];
  const errors: FieldErrors<WindowForm> = {};
  if (opensAt === undefined) errors.opensAt = dateTimeMessage;
  if (closesAt === undefined) errors.closesAt = dateTimeMessage;
  const outcome = checked(form, {
    ...currentSettings(settings),
    open: form.open,
    opensAt: opensAt ?? null,
    closesAt: closesAt ?? null,
    capacityTeams: wholeNumber(form.capacityTeams),
    waitlistOfferHours: wholeNumber(form.waitlistOfferHours),
    payerCoversFee: form.payerCoversFee,
  });
  if ('errors' in outcome) return { errors: { ...outcome.errors, ...errors } };
  return Object.keys(errors).length > 0 ? { errors } : outcome;
}

const choices = (text: string) =>
  text
    .split(/[\n,]/)
    .map((choice) => choice.trim())
    .filter(Boolean);

/** The settings with one question more for its audience. */
export function addQuestionRequest(form: QuestionForm, settings: RegistrationSettings): Outcome<QuestionForm> {
  const question = { kind: form.kind, label: form.label, required: form.required, options: form.kind === 'select' ? choices(form.options) : [] };
  const parsed = questionInput.safeParse(question);
  if (!parsed.success) return { errors: fieldErrors(form, parsed.error.issues) };
  const current = currentSettings(settings);
  const key = questionsKey(form.audience);
  return checked(form, { ...current, [key]: [...(current[key] ?? []), question] }, { [key]: 'label' });
}

/** The settings without one question. */
export function removeQuestionRequest(settings: RegistrationSettings, audience: QuestionAudience, questionId: string): RegistrationSettingsRequest {
  const current = currentSettings(settings);
  const key = questionsKey(audience);
  return { ...current, [key]: (current[key] ?? []).filter((question) => question.id !== questionId) };
}

/** The settings with a new waiver text (a new version when it differs; blank removes the waiver). */
export function waiverRequest(text: string, settings: RegistrationSettings): Outcome<{ waiverText: string }> {
  return checked({ waiverText: text }, { ...currentSettings(settings), waiverText: text });
}
