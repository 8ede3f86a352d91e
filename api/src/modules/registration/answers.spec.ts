import type { Question } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { checkAnswers } from './answers';

const question = (id: string, kind: Question['kind'], required: boolean, options: string[] = []): Question => ({ id, kind, label: id, required, options });
const ids = {
  handicap: '00000000-0000-4000-8000-000000000001',
  shirt: '00000000-0000-4000-8000-000000000002',
  diet: '00000000-0000-4000-8000-000000000003',
  cart: '00000000-0000-4000-8000-000000000004',
};
const questions = [
  question(ids.handicap, 'handicap-index', true),
  question(ids.shirt, 'shirt-size', false),
  question(ids.diet, 'dietary', false),
  question(ids.cart, 'select', true, ['Walking', 'Cart']),
];

describe('checkAnswers', () => {
  it('keeps valid answers in their kind and leaves blank optional ones out', () => {
    const result = checkAnswers(questions, { [ids.handicap]: 12.44, [ids.shirt]: 'xl', [ids.diet]: ' ', [ids.cart]: 'cart' }, 'teamAnswers');
    expect(result).toEqual({ answers: { [ids.handicap]: 12.4, [ids.shirt]: 'XL', [ids.cart]: 'Cart' }, issues: [] });
  });

  it('names each required question left blank, each answer out of range or off the list, and each unknown question', () => {
    const unknown = '00000000-0000-4000-8000-000000000009';
    const result = checkAnswers(questions, { [ids.handicap]: 60, [ids.shirt]: 'XS-tall', [unknown]: 'x' }, 'players.0.answers');
    expect(result.issues).toEqual([
      { path: `players.0.answers.${unknown}`, message: text.answerUnknownQuestion },
      { path: `players.0.answers.${ids.handicap}`, message: text.answerInvalid(ids.handicap) },
      { path: `players.0.answers.${ids.shirt}`, message: text.answerChoose(ids.shirt, ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']) },
      { path: `players.0.answers.${ids.cart}`, message: text.answerRequired(ids.cart) },
    ]);
  });
});
