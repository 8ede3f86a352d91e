import { messages } from './messages';
import { emptyPreRegistrationDraft, preRegistrationDraft, preRegistrationDrafts, toCreateTeamInput } from './pre-registration.schema';
import { createTeamInput } from './team.schema';
import { issueMessages } from './testing/zod-issues';

function draftWith(overrides: Record<string, unknown> = {}) {
  return {
    teamName: 'Fore Friends',
    players: [
      { name: 'Ann', email: 'ann@example.com', handicap: 8, position: 1 },
      { name: 'Bo', email: '', handicap: '', position: 2 },
      { name: '  ', email: '', handicap: 0, position: 3 },
      { name: '', email: '', handicap: 0, position: 4 },
    ],
    startingHole: 10,
    ...overrides,
  };
}

describe('preRegistrationDraft', () => {
  it('reports the messages in their "Title: description" form', () => {
    expect(issueMessages(preRegistrationDraft, draftWith({ teamName: ' ' }))).toEqual(['Team Name Required: Please enter a team name']);
    const nobody = draftWith().players.map((entry) => ({ ...entry, name: '' }));
    expect(issueMessages(preRegistrationDraft, draftWith({ players: nobody }))).toEqual(['Players Required: Please add at least one player']);
    expect(issueMessages(preRegistrationDrafts, [])).toEqual(['No Teams to Register: Please add at least one foursome']);
  });

  it('keeps handicaps within 0-54 and turns text that is not a number into 0', () => {
    const [first, ...rest] = draftWith().players;
    const withHandicap = (handicap: unknown) => draftWith({ players: [{ ...first, handicap }, ...rest] });
    expect(preRegistrationDraft.parse(withHandicap('abc')).players[0]?.handicap).toBe(0);
    expect(preRegistrationDraft.parse(withHandicap('12')).players[0]?.handicap).toBe(12);
    expect(preRegistrationDraft.parse(withHandicap('')).players[0]?.handicap).toBeNull();
    expect(issueMessages(preRegistrationDraft, withHandicap(55))).toEqual(['Handicap must be between 0 and 54']);
    expect(issueMessages(preRegistrationDraft, withHandicap(-1))).toEqual(['Handicap must be between 0 and 54']);
  });

  it('checks an email only when one is typed', () => {
    const [first, ...rest] = draftWith().players;
    expect(issueMessages(preRegistrationDraft, draftWith({ players: [{ ...first, email: 'nope' }, ...rest] }))).toEqual([messages.player.emailInvalid]);
  });
});

describe('toCreateTeamInput', () => {
  it('drops unnamed players, turns a blank handicap into 18 and a blank email into null', () => {
    const input = toCreateTeamInput(preRegistrationDraft.parse(draftWith()));
    expect(input).toEqual({
      name: 'Fore Friends',
      startingHole: 10,
      players: [
        { name: 'Ann', email: 'ann@example.com', handicap: 8, position: 1 },
        { name: 'Bo', email: null, handicap: 18, position: 2 },
      ],
    });
    expect(createTeamInput.safeParse(input).success).toBe(true);
  });
});

describe('emptyPreRegistrationDraft', () => {
  it('has four empty slots in positions 1-4 with handicap 0 and starts on hole 1', () => {
    const draft = emptyPreRegistrationDraft();
    expect(draft.players.map((entry) => [entry.position, entry.handicap, entry.name])).toEqual([
      [1, 0, ''],
      [2, 0, ''],
      [3, 0, ''],
      [4, 0, ''],
    ]);
    expect(draft.startingHole).toBe(1);
    expect(issueMessages(preRegistrationDraft, draft)).toEqual([
      'Team Name Required: Please enter a team name',
      'Players Required: Please add at least one player',
    ]);
  });
});
