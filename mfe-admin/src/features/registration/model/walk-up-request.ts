import { type Answers, type RegistrationSettings, type WalkUpRequest, walkUpInput } from '@fairway/contracts/registration';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import { type WalkUpForm, playerSlots } from './walk-up-form';

// Loaded when the walk-up form is first submitted.

const handicapText = /^[+-]?\d+(\.\d)?$/;

/** A Handicap Index as the API stores it: a plus handicap ("+2.1") is below zero; other text goes as typed, for the API to refuse. */
const handicapAnswer = (text: string) => (!handicapText.test(text) ? text : text.startsWith('+') ? -Number(text.slice(1)) : Number(text));

/** Typed answers as the API takes them: blanks left out, a handicap index as a number (a "+" index below zero). */
function answersOf(typed: Record<string, string>, questions: RegistrationSettings['teamQuestions']): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    const text = typed[question.id]?.trim() ?? '';
    if (text === '') continue;
    answers[question.id] = question.kind === 'handicap-index' ? handicapAnswer(text) : text;
  }
  return answers;
}

/** The walk-up's request (a new `registrationId` names it, so a retry records it once), or what is wrong. */
export function walkUpRequest(
  form: WalkUpForm,
  settings: RegistrationSettings,
  registrationId: string,
): { request: WalkUpRequest } | { errors: FieldErrors<WalkUpForm> } {
  const product = settings.products.find((candidate) => candidate.id === form.productId);
  if (!product) return { errors: { productId: 'Choose what is bought' } };
  const addOns = Object.entries(form.addOns).filter(([, quantity]) => quantity.trim() !== '' && quantity.trim() !== '0');
  const badQuantity = addOns.find(([, quantity]) => !/^\d+$/.test(quantity.trim()));
  if (badQuantity) return { errors: { addOns: 'Enter how many as a whole number' } };
  const players = form.players
    .slice(0, playerSlots(product))
    .filter((player) => player.name.trim() !== '')
    .map((player) => ({
      name: player.name,
      email: player.email.trim() || null,
      answers: answersOf(player.answers, settings.playerQuestions),
      waiverAccepted: form.waiverSigned,
    }));
  const request: WalkUpRequest = {
    registrationId,
    items: [
      { productId: product.id, quantity: 1 },
      ...(product.kind === 'team-entry' ? addOns.map(([productId, quantity]) => ({ productId, quantity: Number(quantity) })) : []),
    ],
    buyer: { name: form.buyerName, email: form.buyerEmail.trim() || null },
    method: form.method,
    teamName: product.kind === 'team-entry' ? form.teamName : null,
    teamAnswers: product.kind === 'team-entry' ? answersOf(form.teamAnswers, settings.teamQuestions) : {},
    players,
    sponsorName: product.kind === 'sponsor-package' ? form.sponsorName : null,
    waiverVersion: settings.waiver && players.length > 0 ? settings.waiver.version : null,
    promoCode: form.promoCode.trim() || null,
  };
  const parsed = walkUpInput.safeParse(request);
  return parsed.success ? { request } : { errors: fieldErrors(form, parsed.error.issues, { buyer: 'buyerName', items: 'productId', teamName: 'teamName' }) };
}
