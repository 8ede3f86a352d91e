import { contestEntryInput, contestInput, contestMessages } from './contest.schema';
import { issueMessages } from './testing/zod-issues';

const pin = { hole: 7, kind: 'closest-to-pin', divisions: ['Men', 'Women'], competitor: 'individual' };
const id = '00000000-0000-4000-8000-00000000000a';

describe('contestInput', () => {
  it('takes a contest hole with defaults: no sponsor or prize, no player entries, measured', () => {
    expect(contestInput.parse({ ...pin, sponsorName: '  ', prize: ' Driver ' })).toEqual({
      ...pin,
      sponsorName: null,
      prize: 'Driver',
      playerEntriesAllowed: false,
      measured: true,
      minYardage: null,
    });
  });

  it('refuses holes off the card, no divisions, repeated divisions and an unknown kind', () => {
    expect(issueMessages(contestInput, { ...pin, hole: 0 })).toEqual([contestMessages.hole]);
    expect(issueMessages(contestInput, { ...pin, divisions: [] })).toEqual([contestMessages.divisions]);
    expect(issueMessages(contestInput, { ...pin, divisions: ['Men', 'men'] })).toEqual([contestMessages.divisionsUnique]);
    expect(issueMessages(contestInput, { ...pin, kind: 'longest-putt' })).toHaveLength(1);
  });

  it('a hole-in-one prize needs its minimum yardage, and only it takes one', () => {
    expect(issueMessages(contestInput, { ...pin, kind: 'hole-in-one' })).toEqual([contestMessages.minYardageRequired]);
    expect(issueMessages(contestInput, { ...pin, minYardage: 150 })).toEqual([contestMessages.minYardageOnlyHoleInOne]);
    expect(issueMessages(contestInput, { ...pin, kind: 'hole-in-one', minYardage: 20 })).toEqual([contestMessages.minYardage]);
    expect(contestInput.parse({ ...pin, kind: 'hole-in-one', minYardage: 150, measured: true })).toMatchObject({ minYardage: 150, measured: false });
  });
});

describe('contestEntryInput', () => {
  const entry = { entryId: id, teamId: id, division: 'Men' };

  it('leaves out what was not measured and keeps each number as given (the contest decides its range)', () => {
    expect(contestEntryInput.parse({ ...entry, feet: 4, inches: 2 })).toEqual({ ...entry, playerId: null, feet: 4, inches: 2, yards: null, witnesses: [] });
    expect(contestEntryInput.parse({ ...entry, yards: 287.46 }).yards).toBe(287.46);
  });

  it('refuses a measurement that is not a number and blank witnesses', () => {
    expect(issueMessages(contestEntryInput, { ...entry, feet: '4', inches: 2 })).toEqual([contestMessages.measurementNumber]);
    expect(issueMessages(contestEntryInput, { ...entry, yards: 'far' })).toEqual([contestMessages.measurementNumber]);
    expect(issueMessages(contestEntryInput, { ...entry, witnesses: [' '] })).toEqual([contestMessages.witness]);
  });
});
