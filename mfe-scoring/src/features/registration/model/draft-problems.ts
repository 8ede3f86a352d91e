import { messages } from '@fairway/contracts/messages';
import type { Question, RegistrationPage } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { limits } from '@fairway/contracts/limits';
import { entryOf, type PlayerDraft, type RegistrationDraft } from './registration-draft';

/**
 * What is wrong with the form, by field: `items`, `buyer.name`, `teamName`, `team.<question>`, `player.<n>.<question>`,
 * `player.<n>.waiver` (player 0 is the buyer, player n the teammate in row n).
 */
export type DraftProblems = Record<string, string>;

// The server checks it all again; these are the checks a phone can make without a round trip, in the server's words.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

function answerProblem(question: Question, typed: string | undefined): string | null {
  const value = typed?.trim() ?? '';
  if (!value) return question.required ? text.answerRequired(question.label) : null;
  if (question.kind !== 'handicap-index') return null;
  const index = Number(value);
  const { min, max } = limits.handicapIndex;
  return Number.isFinite(index) && index >= min && index <= max ? null : text.answerInvalid(question.label);
}

function answerProblems(questions: readonly Question[], typed: Record<string, string>, prefix: string, into: DraftProblems) {
  for (const question of questions) {
    const problem = answerProblem(question, typed[question.id]);
    if (problem) into[`${prefix}.${question.id}`] = problem;
  }
}

function playerProblems(page: RegistrationPage, player: PlayerDraft, index: number, into: DraftProblems) {
  if (index > 0 && player.email.trim() && !looksLikeEmail(player.email)) into[`player.${index}.email`] = messages.player.emailInvalid;
  answerProblems(page.playerQuestions, player.answers, `player.${index}`, into);
  if (page.waiver && !player.waiverAccepted) into[`player.${index}.waiver`] = text.waiverNotAccepted;
}

/** Every problem the phone can see before sending; empty when the form can go. */
export function draftProblems(page: RegistrationPage, draft: RegistrationDraft): DraftProblems {
  const problems: DraftProblems = {};
  const entry = entryOf(page, draft);
  if (!entry && draft.sponsorIds.length === 0) problems['items'] = text.itemsRequired;
  if (!draft.buyer.name.trim()) problems['buyer.name'] = text.buyerNameRequired;
  if (!looksLikeEmail(draft.buyer.email)) problems['buyer.email'] = text.buyerEmailRequired;
  if (draft.sponsorIds.length > 0 && !draft.sponsorName.trim()) problems['sponsorName'] = text.sponsorNameRequired;
  if (!entry) return problems;
  if (entry.kind === 'team-entry') {
    if (!draft.teamName.trim()) problems['teamName'] = text.teamNameRequired;
    answerProblems(page.teamQuestions, draft.teamAnswers, 'team', problems);
  }
  playerProblems(page, draft.buyer, 0, problems);
  if (entry.kind !== 'team-entry') return problems;
  // Keyed by the teammate's row (player 1 is the first row): a row left blank is nobody and has no problems.
  draft.teammates.forEach((mate, row) => {
    if (mate.name.trim()) playerProblems(page, mate, row + 1, problems);
  });
  return problems;
}
