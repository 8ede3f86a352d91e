import { messages } from './messages';
import { createTeamInput, inviteCode, joinTeamInput, team, updateTeamInput } from './team.schema';
import { issueMessages } from './testing/zod-issues';

const ann = { name: 'Ann', email: 'ann@example.com', handicap: 10, position: 1 };
const bo = { name: 'Bo', email: null, handicap: 20, position: 2 };

describe('createTeamInput', () => {
  it('parses a create-foursome body, starting on hole 1 by default', () => {
    const parsed = createTeamInput.parse({ name: ' Birdie Hunters ', players: [ann, bo] });
    expect(parsed.name).toBe('Birdie Hunters');
    expect(parsed.startingHole).toBe(1);
    expect(parsed.players.map((entry) => entry.position)).toEqual([1, 2]);
  });

  it('lets a team stay unassigned and accepts the fields the server generates', () => {
    const parsed = createTeamInput.parse({
      name: 'Team',
      startingHole: null,
      inviteCode: 'ABC123',
      currentHole: 1,
      tournamentId: 'anything',
    });
    expect(parsed.startingHole).toBeNull();
    expect(parsed.players).toEqual([]);
  });

  it('reports the contract messages', () => {
    expect(issueMessages(createTeamInput, { name: '' })).toEqual(['Team name required']);
    expect(issueMessages(createTeamInput, {})).toEqual(['Team name required']);
    expect(issueMessages(createTeamInput, { name: 'T', startingHole: 19 })).toEqual([messages.team.startingHoleRange]);
    expect(issueMessages(createTeamInput, { name: 'T', startingHole: 0 })).toEqual([messages.team.startingHoleRange]);
  });

  it('allows at most 4 players, each in a different position', () => {
    const five = [1, 2, 3, 4, 4].map((position, index) => ({ ...ann, name: `P${index}`, position }));
    expect(issueMessages(createTeamInput, { name: 'T', players: five })).toContain('A team has at most 4 players');
    expect(issueMessages(createTeamInput, { name: 'T', players: [ann, { ...bo, position: 1 }] })).toEqual(['Each position 1-4 can be used once']);
  });
});

describe('updateTeamInput', () => {
  it('accepts a rename alone or a roster with and without ids', () => {
    expect(updateTeamInput.parse({ name: 'New name' })).toEqual({ name: 'New name' });
    const parsed = updateTeamInput.parse({
      players: [{ ...ann, id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }, bo],
    });
    expect(parsed.players?.[0]?.id).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(parsed.players?.[1]?.id).toBeUndefined();
  });

  it('refuses the same player twice in one roster', () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(
      issueMessages(updateTeamInput, {
        players: [
          { ...ann, id },
          { ...bo, id: id.toUpperCase() },
        ],
      }),
    ).toEqual([messages.team.duplicatePlayer]);
  });

  it('requires a non-blank name when one is given, and some field', () => {
    expect(issueMessages(updateTeamInput, { name: '  ' })).toContain('Team name required');
    expect(issueMessages(updateTeamInput, {})).toEqual([messages.validation.atLeastOneField]);
  });
});

describe('joinTeamInput', () => {
  it('uppercases and trims the invite code', () => {
    expect(joinTeamInput.parse({ inviteCode: ' ab12cd ' })).toEqual({ inviteCode: 'AB12CD' });
  });

  it('requires a code of at most 6 characters', () => {
    expect(issueMessages(joinTeamInput, { inviteCode: '' })).toEqual(['Invite code required']);
    expect(issueMessages(joinTeamInput, {})).toEqual(['Invite code required']);
    expect(issueMessages(joinTeamInput, { inviteCode: 'ABCDEFG' })).toEqual([messages.team.inviteCodeTooLong]);
  });

  it("takes a registered team's details: answers and the waiver, defaults filled, what the server owns dropped", () => {
    const question = '11111111-1111-4111-8111-111111111111';
    const parsed = joinTeamInput.parse({
      inviteCode: 'ab12cd',
      details: { name: '  ', answers: { [question]: ' L ' }, waiverAccepted: true, waiverVersion: 2, email: 'x@example.com', acceptedAt: '2000-01-01' },
    });
    expect(parsed).toEqual({ inviteCode: 'AB12CD', details: { name: null, answers: { [question]: 'L' }, waiverAccepted: true, waiverVersion: 2 } });
    expect(joinTeamInput.parse({ inviteCode: 'AB12CD', details: {} }).details).toEqual({ name: null, answers: {}, waiverAccepted: false, waiverVersion: null });
    expect(joinTeamInput.safeParse({ inviteCode: 'AB12CD', details: { waiverVersion: 0 } }).success).toBe(false);
    expect(joinTeamInput.safeParse({ inviteCode: 'AB12CD', details: { answers: { 'not-an-id': 'x' } } }).success).toBe(false);
  });
});

describe('team', () => {
  it('accepts 6 uppercase letters and digits as an invite code', () => {
    expect(inviteCode.safeParse('A1B2C3').success).toBe(true);
    for (const code of ['a1b2c3', 'A1B2C', 'A1B2C3D', 'A1-2C3']) {
      expect(issueMessages(inviteCode, code)).toEqual([messages.team.inviteCodeFormat]);
    }
  });

  it('parses a team with its players', () => {
    const parsed = team.parse({
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      name: 'Birdie Hunters',
      tournamentId: '16fd2706-8baf-433b-82eb-8c7fada847da',
      inviteCode: 'QX7P2K',
      startingHole: null,
      currentHole: 1,
      totalScore: -2,
      players: [
        {
          id: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
          name: 'Ann',
          email: null,
          handicap: -2,
          position: 1,
          checkedIn: false,
          checkedInAt: null,
        },
      ],
    });
    expect(parsed.players[0]?.handicap).toBe(-2);
  });
});
