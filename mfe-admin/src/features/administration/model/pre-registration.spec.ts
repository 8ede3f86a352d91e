import { messages } from '@fairway/contracts/messages';
import { emptyPreRegistrationDraft } from '@fairway/contracts/pre-registration';
import { checkDrafts } from './pre-registration';

const named = (teamName: string, playerName: string, handicap: unknown = '') => {
  const draft = emptyPreRegistrationDraft();
  return { ...draft, teamName, players: draft.players.map((slot, index) => (index === 0 ? { ...slot, name: playerName, handicap } : slot)) };
};

describe('checking pre-registration drafts', () => {
  it('asks for at least one foursome', () => {
    expect(checkDrafts([])).toEqual({ ok: false, toast: messages.preRegistration.noTeams, errors: [] });
  });

  it('names the first problem and marks every field', () => {
    const check = checkDrafts([named('Birdies', 'Ann'), named('', ''), named('Pars', 'Bo', '60')]);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.toast).toEqual(messages.preRegistration.teamNameRequired);
    expect(check.errors[0]).toEqual({});
    expect(Object.keys(check.errors[1]!)).toEqual(['teamName', 'players']);
    expect(check.errors[2]).toEqual({ 'players.0.handicap': messages.player.handicapIndexRange });
  });

  it('turns text in a handicap box into 0 and a blank one into null (18 at submit)', () => {
    const check = checkDrafts([named('Birdies', 'Ann', 'abc'), named('Pars', 'Bo', '')]);
    expect(check.ok && check.drafts.map((draft) => draft.players[0]!.handicap)).toEqual([0, null]);
  });
});
