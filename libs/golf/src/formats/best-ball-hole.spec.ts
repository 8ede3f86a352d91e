import fc from 'fast-check';
import { bestBallHole } from './best-ball-hole';

describe('bestBallHole', () => {
  it('takes the lowest net: gross 5 with a stroke (net 4) beats gross 4 without (net 4 tie) and gross 6 (net 5)', () => {
    const result = bestBallHole([
      { playerId: 'a', gross: 5, net: 4 },
      { playerId: 'b', gross: 4, net: 4 },
      { playerId: 'c', gross: 6, net: 5 },
    ]);
    expect(result).toEqual({ teamScore: 4, gross: 4, net: 4, bestPlayerIds: ['a', 'b'] });
  });

  it('on a gross basis only the lowest gross is best', () => {
    const result = bestBallHole(
      [
        { playerId: 'a', gross: 5, net: 3 },
        { playerId: 'b', gross: 4, net: 4 },
      ],
      'gross',
    );
    expect(result?.teamScore).toBe(4);
    expect(result?.bestPlayerIds).toEqual(['b']);
  });

  it('a hole nobody scored is unplayed (null)', () => {
    expect(bestBallHole([])).toBeNull();
  });

  it('property: the team score is the minimum of the player scores and every best player has it', () => {
    const score = fc.record({ playerId: fc.uuid(), gross: fc.integer({ min: 1, max: 12 }), net: fc.integer({ min: -2, max: 12 }) });
    fc.assert(
      fc.property(fc.array(score, { minLength: 1, maxLength: 4 }), fc.constantFrom('net' as const, 'gross' as const), (scores, basis) => {
        const result = bestBallHole(scores, basis);
        const values = scores.map((entry) => entry[basis]);
        expect(result?.teamScore).toBe(Math.min(...values));
        const expectedBest = scores.filter((entry) => entry[basis] === Math.min(...values)).map((entry) => entry.playerId);
        expect(result?.bestPlayerIds).toEqual(expectedBest);
      }),
    );
  });
});
