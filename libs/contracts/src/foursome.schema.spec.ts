import { createFoursomeForm, manageTeamForm, registerTeamForm, saveTeamForm } from './foursome.schema';
import { messages } from './messages';
import { toPlayerInputs } from './player-draft.schema';
import { createTeamInput, updateTeamInput } from './team.schema';
import { issueMessages } from './testing/zod-issues';

const slots = [
  { name: 'Ann', email: ' ann@example.com ', handicap: '', position: 1 },
  { name: '', email: '', handicap: '', position: 2 },
  { name: 'Cy', email: '', handicap: 30, position: 3 },
  { name: ' ', email: '', handicap: '', position: 4 },
];
const nobody = slots.map((slot) => ({ ...slot, name: '' }));

describe('createFoursomeForm', () => {
  it('requires a team name and a starting hole 1-18, defaulting to 1', () => {
    expect(createFoursomeForm.parse({ name: 'Aces' })).toEqual({ name: 'Aces', startingHole: 1 });
    expect(issueMessages(createFoursomeForm, { name: '' })).toEqual(['Team name required']);
    expect(messages.foursome.teamNameRequired.description).toBe('Please enter a name for your foursome.');
    expect(issueMessages(createFoursomeForm, { name: 'Aces', startingHole: 19 })).toEqual([messages.team.startingHoleRange]);
  });
});

describe('saveTeamForm and registerTeamForm', () => {
  it('need at least one named player, each with its own message', () => {
    expect(issueMessages(saveTeamForm, { name: 'Aces', players: nobody })).toEqual(['At least one player required']);
    expect(issueMessages(registerTeamForm, { name: 'Aces', players: nobody })).toEqual(['Cannot register empty team']);
  });

  it('limit handicaps to 0-36', () => {
    const tooHigh = slots.map((slot, index) => (index === 2 ? { ...slot, handicap: 37 } : slot));
    expect(issueMessages(saveTeamForm, { name: 'Aces', players: tooHigh })).toEqual(['Handicap must be between 0 and 36']);
  });

  it('become a create-team body with named players, handicap 18 for blanks and null for blank emails', () => {
    const form = saveTeamForm.parse({ name: 'Aces', players: slots });
    const players = toPlayerInputs(form.players);
    expect(players).toEqual([
      { name: 'Ann', email: 'ann@example.com', handicap: 18, position: 1 },
      { name: 'Cy', email: null, handicap: 30, position: 3 },
    ]);
    expect(createTeamInput.safeParse({ name: form.name, players }).success).toBe(true);
  });
});

describe('manageTeamForm', () => {
  it('requires the team name and allows handicaps up to 54, keeping player ids', () => {
    expect(issueMessages(manageTeamForm, { name: ' ', players: slots })).toEqual(['Team name required']);
    expect(messages.manageTeam.teamNameRequired.description).toBe('Please enter a name for your team.');
    const withId = [{ ...slots[0], id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', handicap: 54 }];
    const form = manageTeamForm.parse({ name: 'Aces', players: withId });
    const players = toPlayerInputs(form.players);
    expect(players[0]).toMatchObject({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', handicap: 54 });
    expect(updateTeamInput.safeParse({ name: form.name, players }).success).toBe(true);
  });

  it('refuses two players in one position', () => {
    const clash = [slots[0], { ...slots[2], position: 1 }];
    expect(issueMessages(manageTeamForm, { name: 'Aces', players: clash })).toEqual(['Each position 1-4 can be used once']);
  });
});
