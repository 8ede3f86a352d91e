import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { productIds, questionIds, sampleRegistrationPage } from '../testing/sample-registration';
import { draftProblems } from './draft-problems';
import { emptyDraft, emptyPlayer, type RegistrationDraft } from './registration-draft';

const page = sampleRegistrationPage();
const ann = { name: 'Ann Lee', email: 'ann@example.com', answers: { [questionIds.handicap]: '12.4' }, waiverAccepted: true };
const ready: RegistrationDraft = { ...emptyDraft(), entryId: productIds.team, buyer: ann, teamName: 'The Eagles', teamAnswers: { [questionIds.cart]: 'Cart' } };

describe('draftProblems', () => {
  it('finds nothing wrong with a complete foursome', () => {
    expect(draftProblems(page, ready)).toEqual({});
  });

  it('asks for a product, a name and an e-mail first', () => {
    expect(draftProblems(page, emptyDraft())).toEqual({
      items: text.itemsRequired,
      'buyer.name': text.buyerNameRequired,
      'buyer.email': text.buyerEmailRequired,
    });
  });

  it('asks a team entry for its name, required answers, a handicap in range and the waiver', () => {
    const draft = { ...ready, teamName: ' ', teamAnswers: {}, buyer: { ...ann, answers: { [questionIds.handicap]: '60' }, waiverAccepted: false } };
    expect(draftProblems(page, draft)).toEqual({
      teamName: text.teamNameRequired,
      [`team.${questionIds.cart}`]: text.answerRequired('Cart or walking?'),
      [`player.0.${questionIds.handicap}`]: text.answerInvalid('Handicap index'),
      'player.0.waiver': text.waiverNotAccepted,
    });
  });

  it('checks a named teammate by their row and passes over a blank row', () => {
    const draft = { ...ready, teammates: [emptyPlayer(), { ...emptyPlayer(), name: 'Bo Chen', email: 'bo@' }] };
    expect(draftProblems(page, draft)).toEqual({
      'player.2.email': 'Please enter a valid email address',
      [`player.2.${questionIds.handicap}`]: text.answerRequired('Handicap index'),
      'player.2.waiver': text.waiverNotAccepted,
    });
  });

  it('asks a sponsor for the name shown on the day, and no waiver without players', () => {
    const draft = { ...emptyDraft(), sponsorIds: [productIds.sponsor], buyer: { ...emptyPlayer(), name: 'Cy', email: 'cy@example.com' } };
    expect(draftProblems(page, draft)).toEqual({ sponsorName: text.sponsorNameRequired });
  });
});
