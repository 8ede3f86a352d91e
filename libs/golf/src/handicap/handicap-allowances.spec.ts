import { DEFAULT_HANDICAP_ALLOWANCES, resolveHandicapAllowances } from './handicap-allowances';
import { playerAllowancePercent } from './player-allowance-percent';

describe('resolveHandicapAllowances', () => {
  it('returns the WHS defaults without overrides', () => {
    expect(resolveHandicapAllowances()).toEqual(DEFAULT_HANDICAP_ALLOWANCES);
    expect(resolveHandicapAllowances(null).bestBall).toBe(85);
  });

  it('applies overrides and keeps defaults for the rest', () => {
    const resolved = resolveHandicapAllowances({ bestBall: 80, strokePlay: undefined, matchPlay: null, scramble: { twoPlayers: [40, 10] } });
    expect(resolved.bestBall).toBe(80);
    expect(resolved.matchPlay).toBe(100);
    expect(resolved.strokePlay).toBe(95);
    expect(resolved.scramble.twoPlayers).toEqual([40, 10]);
    expect(resolved.scramble.fourPlayers).toEqual([25, 20, 15, 10]);
  });

  it('does not mutate the defaults', () => {
    resolveHandicapAllowances({ scramble: { fourPlayers: [10, 10, 10, 10] } });
    expect(DEFAULT_HANDICAP_ALLOWANCES.scramble.fourPlayers).toEqual([25, 20, 15, 10]);
  });

  it('refuses percentages outside 0-100 and scramble lists of the wrong length', () => {
    expect(() => resolveHandicapAllowances({ strokePlay: 120 })).toThrow(RangeError);
    expect(() => resolveHandicapAllowances({ matchPlay: Number.NaN })).toThrow(RangeError);
    expect(() => resolveHandicapAllowances({ scramble: { threePlayers: [30, 20] } })).toThrow(RangeError);
  });
});

describe('playerAllowancePercent', () => {
  const allowances = DEFAULT_HANDICAP_ALLOWANCES;

  it.each([
    ['stroke-play', 4, 95],
    ['stableford', 4, 95],
    ['best-ball', 4, 85],
    ['best-ball', 1, 95],
    ['match-play', 1, 100],
    ['match-play', 2, 90],
    ['scramble', 4, null],
  ] as const)('%s with %p players -> %p', (format, size, expected) => {
    expect(playerAllowancePercent(format, size, allowances)).toBe(expected);
  });
});
