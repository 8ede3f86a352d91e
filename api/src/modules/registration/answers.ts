import { limits } from '@fairway/contracts/limits';
import { type Answers, type Question, registrationLimits, shirtSizes } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';

export interface Issue {
  path: string;
  message: string;
}

export type StoredAnswers = Record<string, string | number>;

const isBlank = (answer: unknown) => answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');

/** The choices a question offers: the organiser's for a select, the shirt sizes for a shirt size, none otherwise. */
export function optionsOf(question: Pick<Question, 'kind' | 'options'>): string[] {
  if (question.kind === 'select') return [...question.options];
  return question.kind === 'shirt-size' ? [...shirtSizes] : [];
}

function checkAnswer(question: Question, answer: string | number): { value: string | number } | { message: string } {
  if (question.kind === 'handicap-index') {
    const index = typeof answer === 'number' ? answer : Number(answer);
    const { min, max } = limits.handicapIndex;
    return Number.isFinite(index) && index >= min && index <= max ? { value: Math.round(index * 10) / 10 } : { message: text.answerInvalid(question.label) };
  }
  if (typeof answer !== 'string') return { message: text.answerInvalid(question.label) };
  const value = answer.trim().slice(0, registrationLimits.maxAnswerLength);
  const options = optionsOf(question);
  if (options.length === 0) return { value };
  const chosen = options.find((option) => option.toLowerCase() === value.toLowerCase());
  return chosen ? { value: chosen } : { message: text.answerChoose(question.label, options) };
}

/**
 * Checks answers against the tournament's questions: each required one answered, each answer of the kind its
 * question asks (a handicap index in range, a choice among the options). Blank answers are left out.
 */
export function checkAnswers(questions: readonly Question[], answers: Answers, path: string): { answers: StoredAnswers; issues: Issue[] } {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const stored: StoredAnswers = {};
  const issues: Issue[] = [];
  for (const id of Object.keys(answers)) {
    if (!byId.has(id) && !isBlank(answers[id])) issues.push({ path: `${path}.${id}`, message: text.answerUnknownQuestion });
  }
  for (const question of questions) {
    const answer = answers[question.id];
    if (isBlank(answer)) {
      if (question.required) issues.push({ path: `${path}.${question.id}`, message: text.answerRequired(question.label) });
      continue;
    }
    const checked = checkAnswer(question, answer as string | number);
    if ('message' in checked) issues.push({ path: `${path}.${question.id}`, message: checked.message });
    else stored[question.id] = checked.value;
  }
  return { answers: stored, issues };
}
