import type { Question, QuestionKind, RegistrationSettings } from '@fairway/contracts/registration';
import { localDateTimeText } from '../../../shared/model/date-time-field';

/** Whether and when registration is open, the field's size and the fee option, as typed. */
export interface WindowForm {
  open: boolean;
  opensAt: string;
  closesAt: string;
  capacityTeams: string;
  waitlistOfferHours: string;
  payerCoversFee: boolean;
}

export function windowFormOf(settings: RegistrationSettings): WindowForm {
  return {
    open: settings.open,
    opensAt: localDateTimeText(settings.opensAt),
    closesAt: localDateTimeText(settings.closesAt),
    capacityTeams: String(settings.capacityTeams),
    waitlistOfferHours: String(settings.waitlistOfferHours),
    payerCoversFee: settings.payerCoversFee,
  };
}

export type QuestionAudience = 'team' | 'player';

/** A new question, as typed: the choices of a select are one per line or comma-separated. */
export interface QuestionForm {
  audience: QuestionAudience;
  kind: QuestionKind;
  label: string;
  required: boolean;
  options: string;
}

const suggestedLabels: Partial<Record<QuestionKind, string>> = {
  'handicap-index': 'Handicap index',
  'shirt-size': 'Shirt size',
  dietary: 'Dietary needs',
};

export const emptyQuestionForm: QuestionForm = {
  audience: 'player',
  kind: 'handicap-index',
  label: suggestedLabels['handicap-index']!,
  required: false,
  options: '',
};

/** A new kind keeps a label the organiser typed and replaces one the form suggested. */
export function withKind(form: QuestionForm, kind: QuestionKind): QuestionForm {
  const suggested = Object.values(suggestedLabels).includes(form.label) || form.label.trim() === '';
  return { ...form, kind, label: suggested ? (suggestedLabels[kind] ?? '') : form.label };
}

/** The questions of one audience, keyed as the settings keep them. */
export const questionsKey = (audience: QuestionAudience) => (audience === 'team' ? 'teamQuestions' : 'playerQuestions');

export const questionsOf = (settings: RegistrationSettings, audience: QuestionAudience): Question[] => settings[questionsKey(audience)];
