import { matchPairingMessages, matchPairingsInput } from './match-pairing.schema';

const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const c = '00000000-0000-4000-8000-00000000000c';

function firstMessage(input: unknown): string | undefined {
  const result = matchPairingsInput.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('matchPairingsInput', () => {
  it('accepts distinct teams in distinct matches, and no matches at all', () => {
    expect(firstMessage({ pairings: [{ teamAId: a, teamBId: b }] })).toBeUndefined();
    expect(firstMessage({ pairings: [] })).toBeUndefined();
  });

  it('refuses a team against itself', () => {
    expect(firstMessage({ pairings: [{ teamAId: a, teamBId: a }] })).toBe(matchPairingMessages.sameTeam);
  });

  it('refuses a team in two matches', () => {
    expect(
      firstMessage({
        pairings: [
          { teamAId: a, teamBId: b },
          { teamAId: c, teamBId: b },
        ],
      }),
    ).toBe(matchPairingMessages.teamTwice);
  });
});
